import type { HeroBannerBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  withLanguageNote: {
    blockType: 'heroBanner',
    title: 'Classroom kits for Early Learning through Grade 5',
    subtitle: 'Hands-on lessons, songs and puppets in one box',
    image: demoImage('banner-desktop'),
    imageTablet: demoImage('banner-tablet'),
    imageMobile: demoImage('banner-mobile'),
    linkText: 'Request a quote',
    linkUrl: '/contact',
    small: false,
    showLanguageNote: true,
  },
} satisfies Record<string, Omit<HeroBannerBlock, 'id'>>
