import type { HeroImageBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  withButton: {
    blockType: 'heroImage',
    title: 'Calmer classrooms start with shared skills',
    text: 'When every adult and student uses the same words for feelings and problem-solving, learning time grows.',
    image: demoImage('classroom'),
    linkText: 'See how it works',
    linkUrl: '/elementary-school-curriculum/digital-program',
    buttonColor: 'yellow',
  },
} satisfies Record<string, Omit<HeroImageBlock, 'id'>>
