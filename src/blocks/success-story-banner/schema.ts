import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, imageSideField, linkFields, titleField } from '@/cms/fields/common'
import { quoteFields } from '@/cms/fields/quote'

export const successStoryBanner: Block = {
  slug: 'successStoryBanner',
  interfaceName: 'SuccessStoryBannerBlock',
  labels: { singular: 'Success story banner', plural: 'Success story banners' },
  admin: { group: 'Banners' },
  fields: [
    titleField({ description: 'The school or district, for example "Lakeview Elementary".' }),
    ...quoteFields({ required: true }),
    imageField({ required: true }),
    ...linkFields({ label: 'Story link' }),
    imageSideField(),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
