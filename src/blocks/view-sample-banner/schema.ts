import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'
import { linkAddressFields } from '@/cms/fields/link-address'

export const programOptions = [
  'Early Learning',
  'Elementary digital program',
  'Elementary classroom kits',
  'Middle School',
  'High School',
  'SEL for Adults',
  'Out-of-School Time',
  'Bullying Prevention Unit',
  'Child Protection Unit',
]

export const viewSampleBanner: Block = {
  slug: 'viewSampleBanner',
  interfaceName: 'ViewSampleBannerBlock',
  labels: { singular: 'View-sample banner', plural: 'View-sample banners' },
  admin: { group: 'Banners' },
  fields: [
    { name: 'program', type: 'select', options: programOptions, admin: { description: 'Shown above the title.' } },
    titleField(),
    markdownField(),
    {
      type: 'row',
      fields: [
        { name: 'linkText', label: 'Button text', type: 'text', defaultValue: 'View Sample', admin: { description: 'The words on the button.' } },
        ...linkAddressFields({ name: 'linkUrl', label: 'Sample', description: 'The page with the sample lesson, for example Sample lessons.', required: true }),
      ],
    },
    backgroundColorField({ defaultValue: 'secondary' }),
    anchorLinkField(),
  ],
}
