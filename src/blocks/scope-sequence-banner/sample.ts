import type { ScopeSequenceBannerBlock } from '@/payload-types'
import { demoImage } from '@/blocks/demo-media'

export const samples = {
  pdfWithPreview: {
    blockType: 'scopeSequenceBanner',
    grades: 'Kindergarten–Grade 5',
    title: 'See every unit and lesson at a glance',
    text: 'The scope and sequence lists the skills taught in each unit, grade by grade, so you can plan the year.',
    image: demoImage('scope-sequence'),
    linkText: 'Download the Scope and Sequence',
    linkUrl: '/files/elementary-scope-and-sequence.pdf',
    backgroundColor: 'gray',
  },
} satisfies Record<string, Omit<ScopeSequenceBannerBlock, 'id'>>
