import type { CardListBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  twoCards: {
    blockType: 'cardList',
    title: 'Resources for families',
    text: 'Everything caregivers need to practise the same skills at home, in English and Spanish.',
    cards: [
      {
        title: 'Home Links',
        text: 'A one-page activity for each lesson: **five minutes** at the dinner table or in the car is enough.',
        image: demoImage('early-learning'),
        imageLinkUrl: '/family-supports',
        linkText: 'Browse Home Links',
        linkUrl: '/family-supports',
        backgroundColor: 'none',
      },
      {
        title: 'Family webinars',
        text: 'Free 30-minute sessions on calming routines, big feelings and screen time, recorded for busy schedules.',
        image: demoImage('webinar'),
        linkText: 'See the webinars',
        linkUrl: '/webinars',
        backgroundColor: 'gray',
      },
    ],
    backgroundColor: 'none',
  },
  stacked: {
    blockType: 'cardList',
    cards: [
      {
        title: 'Plan your first month',
        text: 'A week-by-week checklist for launching lessons, from the staff kick-off to the first family note.',
        linkText: 'Download the checklist (PDF)',
        linkUrl: '/files/first-month-checklist.pdf',
        backgroundColor: 'highlight',
      },
      {
        title: 'Train your staff',
        text: 'Self-paced modules of 20 minutes each, with a certificate of completion for every educator.',
        linkText: 'Start training',
        linkUrl: '/social-emotional-learning-adults',
        linkText2: 'See the modules',
        linkUrl2: '/social-emotional-learning-adults#how-it-works',
        backgroundColor: 'none',
      },
      {
        title: 'Measure what changes',
        text: 'Short surveys at the start and end of the year show growth in the skills each unit teaches.',
        backgroundColor: 'gray',
      },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<CardListBlock, 'id'>>
