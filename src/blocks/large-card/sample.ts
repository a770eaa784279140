import type { LargeCardBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  withImage: {
    blockType: 'largeCard',
    title: 'Kindness Week starts Monday',
    text: 'Five days of short activities that turn kindness into a habit, for every grade in your school.',
    image: demoImage('classroom'),
    mobileImage: demoImage('banner-mobile'),
    secondaryImage: demoImage('yeti'),
    imageLinkUrl: '/bullying-prevention',
    linkText: 'Get the activities',
    linkUrl: '/bullying-prevention',
    color: 'highlight',
  },
  withVideo: {
    blockType: 'largeCard',
    title: 'See a lesson in four minutes',
    text: 'A Grade 3 teacher walks through a complete lesson, from warm-up to practice.',
    videoId: 'ScMzIvxBSi4',
    image: demoImage('webinar'),
    linkText: 'View sample lessons',
    linkUrl: '/sample-lessons',
    color: 'gray',
  },
} satisfies Record<string, Omit<LargeCardBlock, 'id'>>
