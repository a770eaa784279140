import type { Field } from 'payload'

import { markdownField, titleField } from './common'

/** A timeline's fields (components/Timeline): title, introduction and its steps in order. */
export const timelineFields = ({ titleRequired = true }: { titleRequired?: boolean } = {}): Field[] => [
  titleField({ required: titleRequired, description: titleRequired ? 'The heading of the timeline.' : 'Optional heading above the timeline.' }),
  markdownField({ name: 'intro', label: 'Introduction', description: 'Optional text under the title, before the steps. Markdown.' }),
  {
    name: 'steps',
    type: 'array',
    required: true,
    minRows: 1,
    labels: { singular: 'Step', plural: 'Steps' },
    admin: { description: 'The steps in the order they happen.' },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'label', label: 'When', type: 'text', admin: { description: 'A short time label, such as "Week 1" or "Fall".' } },
          { name: 'title', type: 'text', required: true, admin: { description: 'What happens in this step.' } },
        ],
      },
      markdownField({ description: 'Optional details of the step. Markdown.' }),
    ],
  },
]
