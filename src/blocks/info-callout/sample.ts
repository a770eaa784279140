import type { InfoCalloutBlock } from '@/payload-types'

export const samples = {
  info: {
    blockType: 'infoCallout',
    kind: 'info',
    title: 'Lessons are available in English and Spanish',
    text: 'Every lesson video, slide deck and family letter comes in both languages. Switch languages at any time from the lesson menu.',
  },
  notice: {
    blockType: 'infoCallout',
    kind: 'notice',
    title: 'Follow your school’s reporting policy',
    text: `If a child tells you about abuse, stay calm, listen and **report it the same day** as your school and
state require. These lessons support, but never replace, your legal duty to report.`,
    anchorLink: 'reporting',
  },
} satisfies Record<string, Omit<InfoCalloutBlock, 'id'>>
