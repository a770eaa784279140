import type { Block } from 'payload'

import { cardColorField, markdownField } from '@/cms/fields/common'
import { cardSectionFields, cardsField } from '@/cms/fields/card'
import { basicCardColors } from '@/lib/card-colors'

export const priceCards: Block = {
  slug: 'priceCards',
  interfaceName: 'PriceCardsBlock',
  labels: { singular: 'Price cards', plural: 'Price cards' },
  admin: { group: 'Tables and lists' },
  fields: cardSectionFields({
    cards: cardsField({
      maxRows: 4,
      fields: [
        { name: 'title', label: 'Card title', type: 'text', required: true, admin: { description: 'What is offered (for example "Single school").' } },
        markdownField({ description: 'Optional Markdown: what the price includes.' }),
        { name: 'price', type: 'text', required: true, admin: { description: 'The price as shown (for example "$2,850 / year").' } },
        { name: 'footerText', label: 'Footer text', type: 'text', admin: { description: 'Optional small print at the bottom of the card.' } },
        cardColorField({ options: basicCardColors }),
      ],
    }),
  }),
}
