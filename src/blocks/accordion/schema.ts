import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'

/** One item: a title that opens and closes, its markdown text. */
const itemFields = (what: string) => [
  titleField({ label: 'Title', description: `The ${what} title: the button that opens and closes it.` }),
  markdownField({ description: `Shown when the ${what} is open. Markdown: **bold**, _italic_, [link](/path), lists, tables.` }),
]

export const accordion: Block = {
  slug: 'accordion',
  interfaceName: 'AccordionBlock',
  labels: { singular: 'Accordion', plural: 'Accordions' },
  admin: { group: 'Interactive' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the accordion.' }),
    {
      name: 'subSections',
      label: 'Items',
      type: 'array',
      required: true,
      minRows: 1,
      labels: { singular: 'Item', plural: 'Items' },
      admin: { description: 'Each item opens and closes on its own; all start closed.' },
      fields: [
        ...itemFields('item'),
        {
          name: 'subSections',
          label: 'Sub-sections',
          type: 'array',
          labels: { singular: 'Sub-section', plural: 'Sub-sections' },
          admin: { description: 'Optional sub-sections inside the open item, under its text. At most one of them is open at a time.' },
          fields: itemFields('sub-section'),
        },
      ],
    },
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
