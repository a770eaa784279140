import type { SpacerLevelsBlock } from '../../payload-types'

export const sample: Omit<SpacerLevelsBlock, 'id'>[] = (['1', '2', '3', '4', '5'] as const).map((level) => ({
  blockType: 'spacerLevels',
  level,
}))
