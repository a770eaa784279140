import type { PricingTableBlock } from '@/payload-types'

const columns = ['Schools', '1 Year', '3 Years', '5 Years'].map((label) => ({ label }))

export const samples = {
  annual: {
    blockType: 'pricingTable',
    sectionTitle: 'Pricing',
    sectionSubtitle: 'One license per school, every classroom included',
    title: 'Digital program pricing',
    text: 'Each license covers every classroom in one school, with lessons for every grade the school teaches.',
    columns,
    columns2: ['Number of schools', 'Per school', 'Per school, whole term', 'Per school, whole term'].map((label) => ({ label })),
    rows: [
      { label: '1', values: ['$2,850', '$7,275', '$10,701'].map((value) => ({ value })) },
      { label: '2–4', values: ['$2,778', '$7,092', '$10,431'].map((value) => ({ value })) },
      { label: '5–19', values: ['$2,676', '$6,807', '$10,002'].map((value) => ({ value })) },
    ],
    disclaimer: 'Prices are per school in US dollars: a year for 1 year, the whole term for 3 and 5 years, billed once at its start.',
    backgroundColor: 'none',
  },
  plain: {
    blockType: 'pricingTable',
    title: 'Classroom kit pricing',
    columns: [{ label: 'Kit' }, { label: 'Price' }],
    rows: [
      { label: 'Early Learning kit', values: [{ value: '$1,299' }] },
      { label: 'Kindergarten kit', values: [{ value: '$1,099' }] },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<PricingTableBlock, 'id'>>
