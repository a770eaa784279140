import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, cardColorField, linkFields, markdownField, titleField } from '@/cms/fields/common'
import { listField } from '@/cms/fields/lists'
import { basicCardColors } from '@/lib/card-colors'

export const trainingGradeColumns: Block = {
  slug: 'trainingGradeColumns',
  interfaceName: 'TrainingGradeColumnsBlock',
  labels: { singular: 'Training by grade band', plural: 'Training by grade band' },
  admin: { group: 'Text' },
  fields: [
    titleField({ description: 'Heading above the columns, such as "Training for every grade band".' }),
    markdownField({ name: 'intro', label: 'Introduction', description: 'Optional markdown between the heading and the columns.' }),
    listField({
      name: 'columns',
      label: 'Grade bands',
      singular: 'Grade band',
      plural: 'Grade bands',
      description: 'One column per grade band (up to four); they sit side by side from tablets up.',
      maxRows: 4,
      fields: [
        { name: 'gradeLabel', label: 'Grade label', type: 'text', required: true, admin: { description: 'Small label above the title, such as "Grades K–2".' } },
        titleField({ description: 'Name of the training offer.' }),
        markdownField({ required: true, description: 'Markdown, usually a list of what the training covers.' }),
        ...linkFields(),
      ],
    }),
    cardColorField({ name: 'columnColor', label: 'Column colour', options: basicCardColors, description: 'Background colour of each column.' }),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
