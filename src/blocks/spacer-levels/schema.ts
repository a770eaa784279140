import type { Block } from 'payload'

/** Spacer with five levels: 15, 30, 45, 60 or 75 px. */
export const spacerLevelHeights = { '1': 15, '2': 30, '3': 45, '4': 60, '5': 75 } as const

export const spacerLevels: Block = {
  slug: 'spacerLevels',
  interfaceName: 'SpacerLevelsBlock',
  labels: { singular: 'Spacer (15–75 px)', plural: 'Spacers (15–75 px)' },
  admin: { group: 'Layout' },
  fields: [
    {
      name: 'level',
      type: 'select',
      required: true,
      defaultValue: '2',
      options: Object.entries(spacerLevelHeights).map(([value, px]) => ({ label: `Level ${value} (${px} px)`, value })),
      admin: { description: 'Empty vertical space between sections.' },
    },
  ],
}
