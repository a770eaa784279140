import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, markdownField } from '@/cms/fields/common'
import { linkAddressFields } from '@/cms/fields/link-address'
import { unitsField } from '@/cms/fields/units'

export const whatsIncluded: Block = {
  slug: 'whatsIncluded',
  interfaceName: 'WhatsIncludedBlock',
  labels: { singular: "What's included", plural: "What's included sections" },
  admin: { group: 'Program content' },
  fields: [
    {
      name: 'primaryTitle',
      label: 'Title',
      type: 'text',
      required: true,
      admin: { description: 'The heading of the section, for example "What\'s in the kit". On the first section of a page it is the page heading.' },
    },
    markdownField({ name: 'primaryText', label: 'Text', description: 'What the program includes. Markdown: lists and tables work well here.' }),
    {
      name: 'secondaryTitle',
      label: 'Units title',
      type: 'text',
      admin: { description: 'Optional heading above the units, for example "Units in every grade".' },
    },
    markdownField({ name: 'secondaryText', label: 'Units text', description: 'Optional text above the units. Markdown.' }),
    unitsField(),
    {
      name: 'descriptionBanners',
      label: 'Description banners',
      type: 'array',
      labels: { singular: 'Banner', plural: 'Banners' },
      admin: { description: 'Pictures with text after the units, one per component of the program; pictures alternate sides.' },
      fields: [
        { name: 'title', type: 'text', required: true, admin: { description: 'For example "Puppets and songs".' } },
        markdownField(),
        imageField(),
        ...linkAddressFields({ name: 'linkUrl', label: 'Link', description: 'Optional: the title and the picture lead to this page.' }),
      ],
    },
    backgroundColorField(),
    anchorLinkField(),
  ],
}
