import type { Block } from 'payload'

import { cardFields, cardsField, cardSectionFields } from '@/cms/fields/card'
import { basicCardColors } from '@/lib/card-colors'

export const threeCard: Block = {
  slug: 'threeCard',
  interfaceName: 'ThreeCardBlock',
  labels: { singular: 'Three cards', plural: 'Three-card sections' },
  admin: { group: 'Cards' },
  fields: cardSectionFields({
    titleRequired: true,
    cards: cardsField({
      maxRows: 3,
      description: 'One to three cards, side by side from tablet width up.',
      fields: cardFields({ text: { required: true }, image: {}, links: 1, colors: basicCardColors }),
    }),
  }),
}
