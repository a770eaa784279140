import type { Block } from 'payload'

import { cardFields, cardsField, imageLinkFields } from '@/cms/fields/card'
import { anchorLinkField, backgroundColorField, imageField, imageSideField, linkFields, markdownField, titleField } from '@/cms/fields/common'

export const caseStudy: Block = {
  slug: 'caseStudy',
  interfaceName: 'CaseStudyBlock',
  labels: { singular: 'Case study', plural: 'Case studies' },
  admin: { group: 'Cards' },
  fields: [
    titleField({ description: 'The school or district and what it achieved.' }),
    markdownField({ required: true }),
    ...linkFields({ label: 'Button 1' }),
    ...linkFields({ label: 'Button 2', nameSuffix: '2' }),
    imageField({ required: true }),
    ...imageLinkFields({ description: 'Optional: the page the picture links to.' }),
    cardsField({
      label: 'Details',
      singular: 'Detail',
      maxRows: 4,
      description: 'Facts about the school, shown as small cards under the story: "Students served", "Grades", "Program".',
      fields: cardFields({
        title: { description: 'What the detail is, for example "Students served".' },
        text: { required: true, description: 'The figure or answer, for example "1,200 across three campuses". Markdown.' },
      }),
    }),
    imageSideField(),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
