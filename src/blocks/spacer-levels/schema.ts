import type { Block } from 'payload'

import { heightField } from '@/cms/fields/common'
import { defaultSpacerLevel, spacerLevelHeights } from '@/lib/spacers'

export const spacerLevels: Block = {
  slug: 'spacerLevels',
  interfaceName: 'SpacerLevelsBlock',
  labels: { singular: 'Spacer (15–75 px)', plural: 'Spacers (15–75 px)' },
  admin: { group: 'Layout' },
  fields: [heightField({ name: 'level', heights: spacerLevelHeights, defaultValue: defaultSpacerLevel, optionLabel: (level) => `Level ${level}` })],
}
