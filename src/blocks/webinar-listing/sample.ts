import type { WebinarListingBlock } from '@/payload-types'

export const samples = {
  popular: {
    blockType: 'webinarListing',
    title: 'Popular recordings',
    text: 'Watch any time; each recording includes the slides and the questions from the live session.',
    webinars: [
      {
        title: 'SEL 101',
        videoId: 'aqz-KE-bpKQ',
        secondaryText: 'Getting started',
        text2: '45 minutes',
        text: 'What social-emotional learning is, why it matters and what a lesson looks like in practice.',
      },
      {
        title: 'Family partnerships',
        videoId: 'ScMzIvxBSi4',
        secondaryText: 'Families',
        text2: '30 minutes',
        text: 'Bringing SEL language home with take-home activities and family letters.',
      },
      {
        title: 'Data that matters',
        videoId: 'eRsGyueVLvQ',
        secondaryText: 'School leaders',
        text2: '40 minutes',
        text: 'Measuring the climate of your school and acting on what you learn.',
      },
    ],
    backgroundColor: 'none',
  },
  single: {
    blockType: 'webinarListing',
    webinars: [
      {
        title: 'Adult well-being: small routines, big difference',
        videoId: 'ScMzIvxBSi4',
        text2: '35 minutes',
        text: 'Practical routines for staff to manage stress, from the first bell to the last meeting.',
      },
    ],
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<WebinarListingBlock, 'id'>>
