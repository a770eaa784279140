import type { Block } from 'payload'

/** Spacer with three heights: 20, 40 or 60 px. */
export const spacerSizes = { small: 20, medium: 40, large: 60 } as const

export const spacer: Block = {
  slug: 'spacer',
  interfaceName: 'SpacerBlock',
  labels: { singular: 'Spacer (20/40/60 px)', plural: 'Spacers (20/40/60 px)' },
  admin: { group: 'Layout' },
  fields: [
    {
      name: 'size',
      type: 'select',
      required: true,
      defaultValue: 'medium',
      options: Object.entries(spacerSizes).map(([value, px]) => ({ label: `${value} (${px} px)`, value })),
      admin: { description: 'Empty vertical space between sections.' },
    },
  ],
}
