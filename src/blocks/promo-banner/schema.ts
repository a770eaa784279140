import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, buttonColorField, linkFields, markdownField, titleField } from '@/cms/fields/common'

export const promoBanner: Block = {
  slug: 'promoBanner',
  interfaceName: 'PromoBannerBlock',
  labels: { singular: 'Promo banner', plural: 'Promo banners' },
  admin: { group: 'Banners' },
  fields: [
    titleField({ description: 'The offer or news, framed by a star on each side.' }),
    markdownField(),
    ...linkFields({ label: 'Button' }),
    buttonColorField(),
    backgroundColorField({ defaultValue: 'gray' }),
    anchorLinkField(),
  ],
}
