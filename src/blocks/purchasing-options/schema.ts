import type { Block, Field } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'
import { listField } from '@/cms/fields/lists'

const optionRows = (name: string, label: string, description: string): Field[] => [
  { name: `${name}Title`, label: `${label} heading`, type: 'text', required: true, admin: { description: 'Names this group of options; also names its table.' } },
  listField({
    name,
    label: `${label} rows`,
    singular: 'Option',
    plural: 'Options',
    description,
    fields: [
      { name: 'label', type: 'text', required: true, admin: { description: 'The option (for example "Digital license, 1 year").' } },
      { name: 'text', label: 'Details', type: 'text', admin: { description: 'Optional: what it includes or how to buy it.' } },
      { name: 'price', type: 'text', required: true, admin: { description: 'The price as shown (for example "$2,850" or "Quote").' } },
    ],
  }),
]

export const purchasingOptions: Block = {
  slug: 'purchasingOptions',
  interfaceName: 'PurchasingOptionsBlock',
  labels: { singular: 'Purchasing options', plural: 'Purchasing options' },
  admin: { group: 'Tables and lists' },
  fields: [
    titleField({ description: 'The heading above both groups of options.' }),
    markdownField({ label: 'Intro text', description: 'Optional Markdown text under the heading.' }),
    ...optionRows('rows', 'First group', 'The first group of options (for example licenses), top to bottom.'),
    ...optionRows('rows2', 'Second group', 'The second group of options (for example add-ons), top to bottom.'),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
