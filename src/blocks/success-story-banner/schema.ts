import type { Block } from 'payload'

import { alignmentField, anchorLinkField, backgroundColorField, imageField, linkFields, titleField } from '../../cms/fields/common'
import { quoteFields } from '../../cms/fields/quote'

export const successStoryBanner: Block = {
  slug: 'successStoryBanner',
  interfaceName: 'SuccessStoryBannerBlock',
  labels: { singular: 'Success story banner', plural: 'Success story banners' },
  admin: { group: 'Banners' },
  fields: [
    titleField(true, 'The school or district, for example "Lakeview Elementary".'),
    ...quoteFields(true),
    imageField('image', 'Image', true),
    ...linkFields('', 'Story link'),
    alignmentField,
    { ...backgroundColorField, defaultValue: 'none' } as typeof backgroundColorField,
    anchorLinkField,
  ],
}
