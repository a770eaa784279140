import type { StatCardsBlock } from '@/payload-types'

export const samples = {
  reach: {
    blockType: 'statCards',
    title: 'Our reach',
    cards: [
      { title: '2.1 million', subtitle: 'students learning with us this year', backgroundColor: 'primary' },
      { title: '38,000', subtitle: 'schools in the United States and Canada', backgroundColor: 'secondary' },
      { title: '94%', subtitle: 'of teachers would recommend the lessons', linkText: 'Read the survey', linkUrl: '/files/program-evaluation-2024.pdf', backgroundColor: 'highlight' },
    ],
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<StatCardsBlock, 'id'>>
