import type { PricingListBlock } from '@/payload-types'

export const samples = {
  kitItems: {
    blockType: 'pricingList',
    title: 'What a classroom kit includes',
    subtitle: 'Kindergarten through Grade 5',
    text: 'Each kit serves one classroom for as many years as the materials last.',
    cards: [
      { title: 'Teacher guide with 22 lessons', text: '$189' },
      { title: 'Lesson cards and posters', text: '$129' },
      { title: 'Puppets for the early grades', text: '$79' },
      { title: 'Online training for one teacher', text: 'Included' },
    ],
    text2: 'Kits ship within five business days. [Request a quote](/contact) for ten or more classrooms.',
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<PricingListBlock, 'id'>>
