import type { SuccessStoryHeroBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  withQuote: {
    blockType: 'successStoryHero',
    title: 'Riverside Unified: one language for every campus',
    text: 'Twelve elementary schools adopted the digital program in the same year and cut office referrals by a third.',
    image: demoImage('students'),
    quote: 'Our students now have words for what they feel, and our teachers have time to teach.',
    quotee: 'Dr. Alicia Moreno',
    quoteeLine2: 'Director of Student Services, Riverside Unified',
  },
} satisfies Record<string, Omit<SuccessStoryHeroBlock, 'id'>>
