import type { CenteredHeroBlock } from '@/payload-types'

export const samples = {
  withButton: {
    blockType: 'centeredHero',
    title: 'Skills for learning, skills for life',
    subtitle: 'A social-emotional learning curriculum for every grade',
    text: 'Help students build the confidence, empathy and self-control they need to thrive in school and beyond.',
    linkText: 'Explore programs',
    linkUrl: '/elementary-school-curriculum/digital-program',
    backgroundColor: 'primary',
  },
} satisfies Record<string, Omit<CenteredHeroBlock, 'id'>>
