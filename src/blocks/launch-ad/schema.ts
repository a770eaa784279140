import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, buttonColorField, imageField, imageSideField, linkFields, markdownField, titleField } from '@/cms/fields/common'

export const launchAd: Block = {
  slug: 'launchAd',
  interfaceName: 'LaunchAdBlock',
  labels: { singular: 'Launch announcement', plural: 'Launch announcements' },
  admin: { group: 'Cards' },
  fields: [
    { name: 'eyebrow', label: 'Eyebrow', type: 'text', defaultValue: 'New', admin: { description: 'A short word above the title, such as "New" or "Coming this fall".' } },
    titleField({ description: 'What is launching.' }),
    markdownField({ required: true }),
    imageField({ required: true }),
    ...linkFields({ label: 'Button' }),
    buttonColorField(),
    imageSideField({ defaultValue: 'Right' }),
    backgroundColorField({ defaultValue: 'gray' }),
    anchorLinkField(),
  ],
}
