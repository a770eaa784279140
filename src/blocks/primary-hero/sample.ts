import type { PrimaryHeroBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  twoButtons: {
    blockType: 'primaryHero',
    title: 'Social-emotional learning that fits your school day',
    subtitle: 'Kindergarten through Grade 8',
    text: 'Ready-to-teach lessons, family resources and progress reports, all in one digital program.',
    image: demoImage('teacher'),
    linkText: 'Explore the program',
    linkUrl: '/elementary-school-curriculum/digital-program',
    buttonColor1: 'primary',
    linkText2: 'Get a quote',
    linkUrl2: '/contact',
    buttonColor2: 'orange',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<PrimaryHeroBlock, 'id'>>
