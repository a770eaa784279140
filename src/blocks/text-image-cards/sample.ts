import type { TextImageCardsBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  imageBeside: {
    blockType: 'textImageCards',
    title: 'What a week looks like',
    text: 'Each week centres on one theme, such as *feeling calm* or *making friends*.',
    imageLayout: 'beside',
    cards: [
      {
        title: 'Day 1: Introduce the theme',
        text: 'A photo card starts a whole-group conversation about the week’s skill.',
        image: demoImage('early-learning'),
        title2: 'Teacher tip',
        text2: 'Keep the photo card on display all week so children can point to it.',
      },
      {
        title: 'Days 2–4: Practise',
        text: 'Songs, brain builders and role-play for five to seven minutes a day.',
        image: demoImage('teacher'),
        white: true,
      },
      {
        title: 'Day 5: Take it home',
        text: 'A family note shares the words children learned, so caregivers can use them too.',
        image: demoImage('students'),
      },
    ],
    backgroundColor: 'none',
  },
  imageAbove: {
    blockType: 'textImageCards',
    imageLayout: 'above',
    cards: [
      {
        title: 'Brain builders',
        text: 'Quick games that strengthen attention and memory.',
        image: demoImage('yeti'),
        center: true,
        small: true,
        white: true,
      },
      {
        title: 'Story time',
        text: 'Read-alouds chosen to spark talk about feelings.',
        image: demoImage('classroom'),
        center: true,
        small: true,
        white: true,
      },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<TextImageCardsBlock, 'id'>>
