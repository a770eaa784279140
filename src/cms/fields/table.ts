import type { Field } from 'payload'

import { listField } from './lists'

/**
 * Fields the table blocks share: a heading over the whole section (the table's title then stands under it), a second
 * row of column headings, and small print under the table.
 */
export const sectionHeadingFields = (): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'sectionTitle', label: 'Section title', type: 'text', custom: { check: 'heading' }, admin: { description: 'Optional heading over the whole section; the table title then stands under it.' } },
      { name: 'sectionSubtitle', label: 'Section subtitle', type: 'text', admin: { description: 'Optional line under the section title.' } },
    ],
  },
]

/** A second row of column headings under the first, such as "per school" under each term. */
export const secondHeaderRowField = ({ description }: { description: string }): Field => ({
  // The same list as the first row's, but optional.
  ...listField({
    name: 'columns2',
    label: 'Second header row',
    singular: 'Heading',
    plural: 'Headings',
    description,
    fields: [{ name: 'label', type: 'text', admin: { description: 'The heading; leave empty for a blank cell.' } }],
  }),
  required: false,
  minRows: 0,
})

/** Small print under the table. */
export const tableNoteField = (description: string): Field => ({ name: 'disclaimer', type: 'textarea', admin: { description } })
