import type { Block } from 'payload'

import { heightField } from '../../cms/fields/common'

/** Spacer with five levels: 15, 30, 45, 60 or 75 px. */
export const spacerLevelHeights = { '1': 15, '2': 30, '3': 45, '4': 60, '5': 75 } as const

export const spacerLevels: Block = {
  slug: 'spacerLevels',
  interfaceName: 'SpacerLevelsBlock',
  labels: { singular: 'Spacer (15–75 px)', plural: 'Spacers (15–75 px)' },
  admin: { group: 'Layout' },
  fields: [heightField('level', spacerLevelHeights, '2', (key) => `Level ${key}`)],
}
