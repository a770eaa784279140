import type { YetiHeroBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  withLink: {
    blockType: 'yetiHero',
    image: demoImage('yeti'),
    title: 'Hi there! Ready to learn together?',
    subtitle: 'Activities, songs and videos for families to share at home.',
    linkText: 'Start with family activities',
    linkUrl: '/family-supports',
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<YetiHeroBlock, 'id'>>
