import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, subtitleField, titleField } from '@/cms/fields/common'
import { cardsField } from '@/cms/fields/card'

export const pricingList: Block = {
  slug: 'pricingList',
  interfaceName: 'PricingListBlock',
  labels: { singular: 'Pricing-style list', plural: 'Pricing-style lists' },
  admin: { group: 'Tables and lists' },
  fields: [
    titleField(),
    subtitleField(),
    markdownField({ label: 'Intro text', description: 'Optional Markdown text above the list.' }),
    cardsField({
      label: 'Entries',
      singular: 'Entry',
      description: 'Each entry: a name on the left and its value on the right, joined by a dotted line.',
      fields: [
        { name: 'title', label: 'Name', type: 'text', required: true, admin: { description: 'What the entry is (for example "Teacher guide").' } },
        { name: 'text', label: 'Value', type: 'text', required: true, admin: { description: 'Its value (for example "$89" or "Included").' } },
      ],
    }),
    markdownField({ name: 'text2', label: 'Closing text', description: 'Optional Markdown text under the list.' }),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
