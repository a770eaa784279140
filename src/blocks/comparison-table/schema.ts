import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'
import { linkAddressFields } from '@/cms/fields/link-address'
import { listField } from '@/cms/fields/lists'
import { secondHeaderRowField, sectionHeadingFields, tableNoteField } from '@/cms/fields/table'

export const comparisonTable: Block = {
  slug: 'comparisonTable',
  interfaceName: 'ComparisonTableBlock',
  labels: { singular: 'Comparison table', plural: 'Comparison tables' },
  admin: { group: 'Tables and lists' },
  fields: [
    ...sectionHeadingFields(),
    titleField({ description: 'The heading above the table; it also names the table for screen readers.' }),
    markdownField({ label: 'Intro text', description: 'Optional Markdown text between the heading and the table.' }),
    { name: 'featureLabel', label: 'First column heading', type: 'text', required: true, defaultValue: 'Feature', admin: { description: 'Heads the column of row labels.' } },
    listField({
      name: 'columns',
      singular: 'Column',
      plural: 'Columns',
      maxRows: 3,
      description: 'The three things compared (for example the programs), left to right.',
      fields: [{ name: 'label', type: 'text', required: true, admin: { description: 'The column heading.' } }],
    }),
    secondHeaderRowField({ description: 'Optional headings under the column headings: the first under the first column heading, then one per compared column.' }),
    listField({
      name: 'cards',
      label: 'Rows',
      singular: 'Row',
      plural: 'Rows',
      description:
        'Top to bottom. A row with a title is a group heading across the table (title, text, link). A row without a title is a row of cells: the first cell is its label, the others the values of the columns; leave a value empty to show a check ("Included").',
      fields: [
        { name: 'title', type: 'text', admin: { description: 'Fill only for a group heading.' } },
        { name: 'text', type: 'text', admin: { description: 'Optional line under a group heading.' } },
        ...linkAddressFields({ name: 'linkUrl', label: 'Link', description: 'Optional: makes the group heading a link to this page.' }),
        {
          name: 'subSections',
          label: 'Cells',
          type: 'array',
          labels: { singular: 'Cell', plural: 'Cells' },
          admin: { description: 'For a row of cells: the label, then one value per column (empty shows a check).' },
          fields: [{ name: 'text', type: 'text', admin: { description: 'The cell text; empty shows a check.' } }],
        },
      ],
    }),
    tableNoteField('Optional small print under the table, such as what a check means or when the comparison was made.'),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
