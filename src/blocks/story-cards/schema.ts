import type { Block } from 'payload'

import { cardFields, cardsField, cardSectionFields } from '@/cms/fields/card'
import { quoteFields } from '@/cms/fields/quote'

export const storyCards: Block = {
  slug: 'storyCards',
  interfaceName: 'StoryCardsBlock',
  labels: { singular: 'Story cards', plural: 'Story card sections' },
  admin: { group: 'Cards' },
  fields: cardSectionFields({
    cards: cardsField({
      label: 'Stories',
      singular: 'Story',
      description: 'Short success stories: a picture, the school, a quote and a link to the full story.',
      fields: [
        ...cardFields({
          title: { description: 'The school or district, for example "Lakeview Elementary".' },
          image: { required: true },
          links: 1,
          linkLabel: 'Story link',
        }),
        ...quoteFields({ required: true }),
      ],
    }),
  }),
}
