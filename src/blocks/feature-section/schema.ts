import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, markdownField, titleField } from '@/cms/fields/common'

export const featureSection: Block = {
  slug: 'featureSection',
  interfaceName: 'FeatureSectionBlock',
  labels: { singular: 'Feature section', plural: 'Feature sections' },
  admin: { group: 'Interactive' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the cards.' }),
    markdownField({ description: 'Optional text under the heading. Markdown.' }),
    {
      name: 'cards',
      label: 'Feature cards',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Feature card', plural: 'Feature cards' },
      admin: {
        description: 'Visitors pick one card at a time (the first at first); its title and text show below the cards and the others dim.',
      },
      fields: [
        titleField({ description: 'The card title, also the heading of its text below.' }),
        markdownField({ required: true, description: 'Shown below the cards when this card is picked. Markdown.' }),
        imageField({ description: 'Picture on the card. Decorative here: the title names the card.' }),
      ],
    },
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
