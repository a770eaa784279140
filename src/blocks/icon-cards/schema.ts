import type { Block } from 'payload'

import { cardFields, cardsField, cardSectionFields } from '@/cms/fields/card'
import { iconOptions } from '@/lib/icons'

export const iconCards: Block = {
  slug: 'iconCards',
  interfaceName: 'IconCardsBlock',
  labels: { singular: 'Icon cards', plural: 'Icon card sections' },
  admin: { group: 'Cards' },
  fields: cardSectionFields({
    cards: cardsField({
      description: 'Each card shows an icon above its title; up to four sit side by side.',
      fields: [
        { name: 'icon', type: 'select', required: true, options: iconOptions, admin: { description: 'The icon above the title (decorative).' } },
        ...cardFields({ text: { required: true } }),
      ],
    }),
  }),
}
