import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'
import { listField } from '@/cms/fields/lists'
import { secondHeaderRowField, sectionHeadingFields, tableNoteField } from '@/cms/fields/table'

export const pricingTable: Block = {
  slug: 'pricingTable',
  interfaceName: 'PricingTableBlock',
  labels: { singular: 'Pricing table', plural: 'Pricing tables' },
  admin: { group: 'Tables and lists' },
  fields: [
    ...sectionHeadingFields(),
    titleField({ description: 'The heading above the table; it also names the table for screen readers.' }),
    markdownField({ label: 'Intro text', description: 'Optional Markdown text between the heading and the table.' }),
    listField({
      name: 'columns',
      singular: 'Column',
      plural: 'Columns',
      description: 'The column headings, left to right. The first heads the row labels (for example "Schools").',
      fields: [{ name: 'label', type: 'text', required: true, admin: { description: 'The column heading.' } }],
    }),
    secondHeaderRowField({ description: 'Optional headings under the column headings, one per column from the left, the first over the row labels.' }),
    listField({
      name: 'rows',
      singular: 'Row',
      plural: 'Rows',
      description: 'The rows of prices, top to bottom.',
      fields: [
        { name: 'label', type: 'text', required: true, admin: { description: 'The row label in the first column (for example "2–4").' } },
        listField({
          name: 'values',
          singular: 'Value',
          plural: 'Values',
          description: 'One value per remaining column, left to right (for example "$2,778").',
          fields: [{ name: 'value', type: 'text', required: true, admin: { description: 'The value shown in the cell.' } }],
        }),
      ],
    }),
    tableNoteField('Optional small print under the table (for example "Prices are per school, per year.").'),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
