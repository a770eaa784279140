import type { ViewSampleBannerBlock } from '@/payload-types'

export const samples = {
  middleSchool: {
    blockType: 'viewSampleBanner',
    program: 'Middle School',
    title: 'Try a complete Grade 7 lesson',
    text: 'Watch the student video, read the discussion guide and see the practice activity your class would use.',
    linkText: 'View Sample',
    linkUrl: '/sample-lessons',
    backgroundColor: 'secondary',
  },
} satisfies Record<string, Omit<ViewSampleBannerBlock, 'id'>>
