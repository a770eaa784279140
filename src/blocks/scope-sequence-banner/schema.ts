import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, markdownField, titleField } from '@/cms/fields/common'
import { linkAddressFields } from '@/cms/fields/link-address'

export const scopeSequenceBanner: Block = {
  slug: 'scopeSequenceBanner',
  interfaceName: 'ScopeSequenceBannerBlock',
  labels: { singular: 'Scope and sequence banner', plural: 'Scope and sequence banners' },
  admin: { group: 'Banners' },
  fields: [
    { name: 'grades', label: 'Grade band', type: 'text', admin: { description: 'Shown above the title, for example Kindergarten–Grade 5.' } },
    titleField(),
    markdownField(),
    imageField({ label: 'Preview image', description: 'A picture of the chart.' }),
    {
      type: 'row',
      fields: [
        { name: 'linkText', label: 'Button text', type: 'text', defaultValue: 'Download the Scope and Sequence', admin: { description: 'The words on the button.' } },
        ...linkAddressFields({
          name: 'linkUrl',
          label: 'Scope and sequence',
          description: 'A page with the scope and sequence; for the usual PDF, enter its address instead (PDFs open in a new tab).',
          required: true,
        }),
      ],
    },
    backgroundColorField({ defaultValue: 'gray' }),
    anchorLinkField(),
  ],
}
