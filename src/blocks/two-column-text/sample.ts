import type { TwoColumnTextBlock } from '@/payload-types'

export const samples = {
  schoolAndHome: {
    blockType: 'twoColumnText',
    title: 'Skills that travel from school to home',
    leftText: `### At school

Students learn to name feelings, calm their bodies and solve problems with classmates. Short daily practices
keep the skills fresh between lessons.`,
    rightText: `### At home

Family letters and five-minute activities invite caregivers to use the same words, so children hear one
consistent message wherever they are.`,
    backgroundColor: 'none',
  },
  untitledOnGray: {
    blockType: 'twoColumnText',
    leftText: '**Recognise** what bullying looks like, and how it differs from conflict between equals.',
    rightText: '**Report** it to a caring adult, and **refuse** to take part, online or in person.',
    backgroundColor: 'gray',
    anchorLink: 'three-rs',
  },
} satisfies Record<string, Omit<TwoColumnTextBlock, 'id'>>
