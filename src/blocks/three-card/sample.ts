import type { ThreeCardBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  threeCards: {
    blockType: 'threeCard',
    title: 'What comes in every classroom kit',
    text: 'Everything a teacher needs for a full year of lessons, ready on the first day.',
    cards: [
      {
        title: 'Lesson cards',
        text: 'Large photo cards with the whole lesson script printed on the back, so teachers can face the class.',
        image: demoImage('sample-lesson'),
        backgroundColor: 'none',
      },
      {
        title: 'Songs and videos',
        text: 'Catchy songs and short videos that bring each skill to life and help it stick.',
        image: demoImage('digital-program'),
        linkText: 'Hear a song',
        linkUrl: '/sample-lessons',
        backgroundColor: 'none',
      },
      {
        title: 'Puppets and posters',
        text: 'Two friendly puppets model feelings and problem-solving; posters keep the steps in sight all year.',
        image: demoImage('yeti'),
        backgroundColor: 'none',
      },
    ],
    backgroundColor: 'gray',
  },
  oneCard: {
    blockType: 'threeCard',
    title: 'Ready when you are',
    cards: [
      {
        title: 'Start with a free sample',
        text: 'Try a complete lesson with your class before you decide.',
        linkText: 'View sample lessons',
        linkUrl: '/sample-lessons',
        backgroundColor: 'gray',
      },
    ],
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<ThreeCardBlock, 'id'>>
