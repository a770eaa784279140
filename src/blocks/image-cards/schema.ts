import type { Block } from 'payload'

import { cardFields, cardsField, cardSectionFields } from '@/cms/fields/card'

export const imageCards: Block = {
  slug: 'imageCards',
  interfaceName: 'ImageCardsBlock',
  labels: { singular: 'Image cards', plural: 'Image card sections' },
  admin: { group: 'Cards' },
  fields: cardSectionFields({
    cards: cardsField({
      description: 'Each card shows its picture on top; up to three sit side by side.',
      fields: cardFields({ image: { required: true }, imageLinkUrl: true, text: {}, links: 1 }),
    }),
  }),
}
