import type { Block } from 'payload'

import { cardColorField, linkFields, subtitleField } from '@/cms/fields/common'
import { cardSectionFields, cardsField } from '@/cms/fields/card'
import { statCardColors } from '@/lib/card-colors'

export const statCards: Block = {
  slug: 'statCards',
  interfaceName: 'StatCardsBlock',
  labels: { singular: 'Stat cards', plural: 'Stat cards' },
  admin: { group: 'Tables and lists' },
  fields: cardSectionFields({
    cards: cardsField({
      maxRows: 4,
      fields: [
        { name: 'title', label: 'Figure', type: 'text', required: true, admin: { description: 'The number in large type (for example "2.1 million").' } },
        subtitleField({ description: 'What the number counts (for example "students reached this year").' }),
        ...linkFields(),
        cardColorField({ options: statCardColors }),
      ],
    }),
  }),
}
