import type { PromoBannerBlock } from '@/payload-types'

export const samples = {
  withButton: {
    blockType: 'promoBanner',
    title: 'New for this school year: Grade 6–8 family activities',
    text: 'Free take-home activities in English and Spanish for every middle school unit.',
    linkText: 'Browse family supports',
    linkUrl: '/family-supports',
    buttonColor: 'orange',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<PromoBannerBlock, 'id'>>
