/** Heights in pixels of the two spacer blocks, by the value stored in the CMS. Shared by their schemas and components. */

/** Spacer with three sizes: 20, 40 or 60 px. */
export const spacerSizeHeights = { small: 20, medium: 40, large: 60 } as const
export type SpacerSize = keyof typeof spacerSizeHeights
export const defaultSpacerSize: SpacerSize = 'medium'

/** Spacer with five levels: 15, 30, 45, 60 or 75 px. */
export const spacerLevelHeights = { '1': 15, '2': 30, '3': 45, '4': 60, '5': 75 } as const
export type SpacerLevel = keyof typeof spacerLevelHeights
export const defaultSpacerLevel: SpacerLevel = '2'
