import type { PillarBannerBlock } from '@/payload-types'

export const samples = {
  videoInPlace: {
    blockType: 'pillarBanner',
    title: 'The four pillars of our approach',
    text: 'Skills for learning, empathy, emotion management and problem-solving: see how each one shows up in a real classroom.',
    videoId: 'aqz-KE-bpKQ',
    linkText: 'Read about the research',
    linkUrl: '/elementary-school-curriculum/digital-program',
    backgroundColor: 'none',
    playInModal: false,
  },
  videoInDialog: {
    blockType: 'pillarBanner',
    title: 'Inside a lesson in four minutes',
    text: 'A teacher walks through a complete Grade 3 lesson, from warm-up to practice.',
    videoId: 'ScMzIvxBSi4',
    playInModal: true,
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<PillarBannerBlock, 'id'>>
