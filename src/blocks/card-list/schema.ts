import type { Block } from 'payload'

import { cardFields, cardsField, cardSectionFields } from '@/cms/fields/card'
import { cardColorOptions } from '@/lib/card-colors'

export const cardList: Block = {
  slug: 'cardList',
  interfaceName: 'CardListBlock',
  labels: { singular: 'Card list', plural: 'Card lists' },
  admin: { group: 'Cards' },
  fields: cardSectionFields({
    cards: cardsField({
      description: 'Exactly two cards sit side by side, each half the width; any other number stacks the cards full width. Each card\'s options set its looks, a video, and its width and alignment.',
      fields: cardFields({ text: {}, image: {}, imageLinkUrl: true, links: 2, colors: cardColorOptions, options: true }),
    }),
  }),
}
