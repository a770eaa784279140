import type { Block } from 'payload'

import { cardFields, cardLookFields, cardsField, cardSectionFields } from '@/cms/fields/card'
import { markdownField } from '@/cms/fields/common'
import { cardMediaLayoutOptions, defaultCardMediaLayout } from '@/lib/card-layout'

export const textImageCards: Block = {
  slug: 'textImageCards',
  interfaceName: 'TextImageCardsBlock',
  labels: { singular: 'Cards with title, text and image', plural: 'Cards with title, text and image' },
  admin: { group: 'Cards' },
  fields: cardSectionFields({
    cards: cardsField({
      description: 'Each card has a title, text and picture, with an optional second title and text under them.',
      fields: [
        ...cardFields({ text: { required: true }, image: {} }),
        { name: 'title2', label: 'Second title', type: 'text', admin: { description: 'Optional heading of a second part of the card.' } },
        markdownField({ name: 'text2', label: 'Second text', description: 'Optional Markdown text of the second part.' }),
        {
          type: 'row',
          fields: [
            ...cardLookFields(),
            { name: 'white', label: 'White card', type: 'checkbox', admin: { description: 'A white card with a border instead of the grey one.' } },
          ],
        },
      ],
    }),
    fields: [
      {
        name: 'imageLayout',
        label: 'Picture position',
        type: 'select',
        defaultValue: defaultCardMediaLayout,
        options: [...cardMediaLayoutOptions],
        admin: { description: 'Above the text, or beside it from tablet width up. Cards beside their picture stack one per row.' },
      },
    ],
  }),
}
