import type { PriceCardsBlock } from '@/payload-types'

export const samples = {
  licenses: {
    blockType: 'priceCards',
    title: 'Choose a license',
    text: 'Every license includes online training and family resources.',
    cards: [
      { title: 'Single school', text: 'Every classroom in one school.', price: '$2,850 / year', footerText: 'Billed annually', backgroundColor: 'none' },
      { title: 'Small district', text: 'Two to nineteen schools.', price: 'From $2,676 / school', footerText: 'Billed annually per school', backgroundColor: 'primary' },
      { title: 'Large district', text: 'Twenty schools or more.', price: 'From $2,508 / school', footerText: 'Multi-year terms available', backgroundColor: 'gray' },
    ],
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<PriceCardsBlock, 'id'>>
