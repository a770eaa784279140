import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, imageSideField, linkFields, markdownField, titleField } from '@/cms/fields/common'
import { linkAddressFields } from '@/cms/fields/link-address'

export const imageTextBanner: Block = {
  slug: 'imageTextBanner',
  interfaceName: 'ImageTextBannerBlock',
  labels: { singular: 'Banner (image/text)', plural: 'Banners (image/text)' },
  admin: { group: 'Banners' },
  fields: [
    titleField({ required: false }),
    markdownField(),
    imageField({ required: true }),
    ...linkAddressFields({ name: 'imageLinkUrl', label: 'Image link', description: 'Optional: the page the image links to.' }),
    ...linkFields({ label: 'Button' }),
    imageSideField(),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
