import type { LinkButtonListBlock } from '@/payload-types'

export const samples = {
  gradeResources: {
    blockType: 'linkButtonList',
    title: 'Bullying prevention resources by grade',
    text: 'Download the unit overview for your grade, or try a sample lesson with your class.',
    buttons: [
      { text: 'Kindergarten overview', url: '/files/bullying-prevention-kindergarten.pdf', color: 'primary' },
      { text: 'Grade 2 sample lesson', url: '/files/sample-recognizing-bullying.pdf', color: 'secondary' },
      { text: 'Grade 5 sample lesson', url: '/files/sample-reporting-bullying.pdf', color: 'secondary' },
      { text: 'Family guide', url: '/family-supports', color: 'orange' },
    ],
    center: true,
    backgroundColor: 'gray',
  },
  buttonsOnly: {
    blockType: 'linkButtonList',
    buttons: [
      { text: 'Request a quote', url: '/contact', color: 'primary' },
      { text: 'Watch a webinar', url: '/webinars' },
    ],
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<LinkButtonListBlock, 'id'>>
