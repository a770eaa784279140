import type { Block } from 'payload'

import { heightField } from '@/cms/fields/common'
import { defaultSpacerSize, spacerSizeHeights } from '@/lib/spacers'

export const spacer: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: 'Spacer (20/40/60 px)', plural: 'Spacers (20/40/60 px)' },
  admin: { group: 'Layout' },
  fields: [heightField({ name: 'size', heights: spacerSizeHeights, defaultValue: defaultSpacerSize })],
}
