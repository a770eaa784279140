import type { PricingCalculatorBlock } from '@/payload-types'

export const samples = {
  withQuoteLink: {
    blockType: 'pricingCalculator',
    title: 'Estimate your annual price',
    text: `Pick how many schools will use the digital program and how long a license you need. Add the number of
students per school to see what that works out to for each student.`,
    disclaimer: `Each price is per school for the whole term you choose, with what it comes to each year in brackets: the
longer the term, the lower the yearly price. It covers the full digital program from Kindergarten through Grade 8,
including lesson videos, classroom slides and family take-homes. Taxes, printed kits and on-site training are not
included; your final price is confirmed in a written quote.`,
    linkText: 'Request a quote',
    linkUrl: '/contact',
    backgroundColor: 'none',
    anchorLink: 'calculator',
  },
  onGray: {
    blockType: 'pricingCalculator',
    title: 'What would it cost our district?',
    disclaimer: 'Prices are estimates per school for the whole term and may change. A written quote confirms your price.',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<PricingCalculatorBlock, 'id'>>
