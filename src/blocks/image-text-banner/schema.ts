import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, imageSideField, linkFields, markdownField, titleField } from '@/cms/fields/common'

export const imageTextBanner: Block = {
  slug: 'imageTextBanner',
  interfaceName: 'ImageTextBannerBlock',
  labels: { singular: 'Banner (image/text)', plural: 'Banners (image/text)' },
  admin: { group: 'Banners' },
  fields: [
    titleField({ required: false }),
    markdownField(),
    imageField({ required: true }),
    { name: 'imageLinkUrl', label: 'Image link', type: 'text', admin: { description: 'Optional address the image links to.' } },
    ...linkFields({ label: 'Button' }),
    imageSideField(),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
