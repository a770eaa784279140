import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'

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
        { name: 'linkUrl', label: 'Sample address', type: 'text', required: true, admin: { description: 'Where the sample lesson is, for example /sample-lessons.' } },
      ],
    },
    backgroundColorField({ defaultValue: 'secondary' }),
    anchorLinkField(),
  ],
}
