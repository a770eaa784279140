import type { Block } from 'payload'

import { alignmentField, anchorLinkField, backgroundColorField, imageField, linkFields, markdownField, titleField } from '../../cms/fields/common'

export const imageTextBanner: Block = {
  slug: 'imageTextBanner',
  interfaceName: 'ImageTextBannerBlock',
  labels: { singular: 'Banner (image/text)', plural: 'Banners (image/text)' },
  admin: { group: 'Banners' },
  fields: [
    titleField(false),
    markdownField('text', 'Text'),
    imageField('image', 'Image', true),
    { name: 'imageLinkUrl', label: 'Image link', type: 'text', admin: { description: 'Optional address the image links to.' } },
    ...linkFields('', 'Button'),
    alignmentField,
    backgroundColorField,
    anchorLinkField,
  ],
}
