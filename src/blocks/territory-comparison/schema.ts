import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'
import { listField } from '@/cms/fields/lists'
import { TERRITORY_CELLS, territoryCellOptions } from '@/lib/tables'

const cellList = (name: string, singular: string, plural: string, description: string, cell: string) =>
  listField({ name, singular, plural, maxRows: TERRITORY_CELLS, description, fields: [{ name: 'value', type: 'text', required: true, admin: { description: cell } }] })

export const territoryComparison: Block = {
  slug: 'territoryComparison',
  interfaceName: 'TerritoryComparisonBlock',
  labels: { singular: 'Territory comparison', plural: 'Territory comparisons' },
  admin: { group: 'Tables and lists' },
  fields: [
    titleField({ description: 'The heading above the comparison; it also names its tables for screen readers.' }),
    markdownField({ label: 'Intro text', description: 'Optional Markdown text between the heading and the rows.' }),
    cellList('columns', 'Column', 'Columns', 'The 12 column headings (for example the sales territories). They show as two lines of 6.', 'The column heading.'),
    listField({
      name: 'rows',
      singular: 'Row',
      plural: 'Rows',
      description: 'Each row: its label and 12 values, shown as two lines of 6.',
      fields: [
        { name: 'text', label: 'Row label', type: 'text', required: true, admin: { description: 'What the row compares.' } },
        cellList('cells', 'Value', 'Values', 'Up to 12 values, one per column, left to right.', 'The value shown in the cell.'),
        {
          name: 'highlighted',
          label: 'Highlighted cells',
          type: 'select',
          hasMany: true,
          options: territoryCellOptions,
          admin: { description: 'Cells of this row to highlight, by position (1 to 12).' },
        },
      ],
    }),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
