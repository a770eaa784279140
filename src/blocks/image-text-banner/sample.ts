import type { ImageTextBannerBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  linkedImageLeft: {
    blockType: 'imageTextBanner',
    title: 'Lessons that meet students where they are',
    text: 'Short videos, real stories and hands-on practice keep students engaged, whether they are five or fifteen.',
    image: demoImage('teacher'),
    imageLinkUrl: '/sample-lessons',
    linkText: 'See sample lessons',
    linkUrl: '/sample-lessons',
    alignment: 'Left',
    backgroundColor: 'none',
  },
  imageRightOnGray: {
    blockType: 'imageTextBanner',
    title: 'Support for the adults, too',
    text: 'Staff build their own social-emotional skills with short modules designed for busy school days.',
    image: demoImage('students'),
    linkText: 'Learn about SEL for Adults',
    linkUrl: '/social-emotional-learning-adults',
    alignment: 'Right',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<ImageTextBannerBlock, 'id'>>
