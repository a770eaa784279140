import type { Block } from 'payload'

import { heightField } from '../../cms/fields/common'

/** Spacer with three heights: 20, 40 or 60 px. */
export const spacerSizes = { small: 20, medium: 40, large: 60 } as const

export const spacer: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: 'Spacer (20/40/60 px)', plural: 'Spacers (20/40/60 px)' },
  admin: { group: 'Layout' },
  fields: [heightField('size', spacerSizes, 'medium', (key) => key)],
}
