import type { PurchasingOptionsBlock } from '@/payload-types'

export const samples = {
  licensesAndAddOns: {
    blockType: 'purchasingOptions',
    title: 'Ways to purchase',
    text: 'Buy online with a card, or send a purchase order and we will invoice your school or district.',
    rowsTitle: 'Licenses',
    rows: [
      { label: 'Digital license, 1 year', text: 'Every classroom in one school', price: '$2,850' },
      { label: 'Digital license, 3 years', text: 'Billed once at the start of the term', price: '$7,275' },
    ],
    rows2Title: 'Add-ons',
    rows2: [
      { label: 'Classroom kit', text: 'Printed cards, posters and puppets', price: '$1,099' },
      { label: 'On-site training day', price: 'Quote' },
    ],
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<PurchasingOptionsBlock, 'id'>>
