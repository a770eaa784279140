import type { CtaBannerBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  withPhoneImage: {
    blockType: 'ctaBanner',
    title: 'Ready to see it in your classroom?',
    text: 'Book a 30-minute walkthrough with a program specialist.',
    backgroundImage: demoImage('classroom'),
    backgroundImageMobile: demoImage('banner-mobile'),
    linkText: 'Book a walkthrough',
    linkUrl: '/contact',
    buttonColor: 'yellow',
  },
} satisfies Record<string, Omit<CtaBannerBlock, 'id'>>
