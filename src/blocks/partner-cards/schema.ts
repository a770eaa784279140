import type { Block } from 'payload'

import { imageField } from '@/cms/fields/common'
import { cardSectionFields, cardsField, imageLinkFields } from '@/cms/fields/card'

export const partnerCards: Block = {
  slug: 'partnerCards',
  interfaceName: 'PartnerCardsBlock',
  labels: { singular: 'Partner cards', plural: 'Partner cards' },
  admin: { group: 'Tables and lists' },
  fields: cardSectionFields({
    cards: cardsField({
      label: 'Partners',
      singular: 'Partner',
      description: 'The partners, in the order they appear.',
      fields: [
        imageField({ label: 'Logo', required: true, description: "The partner's logo; its alternative text comes from the image record." }),
        { name: 'title', label: 'Name', type: 'text', required: true, admin: { description: "The partner's name, shown under the logo." } },
        ...imageLinkFields({ description: "Optional: makes the logo and the name a link to the partner's page on this site; for the partner's own site, enter its address." }),
      ],
    }),
  }),
}
