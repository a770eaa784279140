import { demoImage } from '@/blocks/demo-media'
import type { PartnerCardsBlock } from '@/payload-types'

export const samples = {
  partners: {
    blockType: 'partnerCards',
    title: 'Our partners',
    text: 'We work with organizations that share our commitment to every child’s well-being.',
    cards: [
      { image: demoImage('partner-district'), title: 'Riverside Unified School District', imageLinkUrl: 'https://example.org/riverside' },
      { image: demoImage('partner-alliance'), title: 'Youth Clubs Alliance' },
    ],
    backgroundColor: 'none',
  },
} satisfies Record<string, Omit<PartnerCardsBlock, 'id'>>
