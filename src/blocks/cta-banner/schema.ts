import type { Block } from 'payload'

import { anchorLinkField, buttonColorField, imageField, linkFields, markdownField, titleField } from '@/cms/fields/common'

export const ctaBanner: Block = {
  slug: 'ctaBanner',
  interfaceName: 'CtaBannerBlock',
  labels: { singular: 'Call-to-action banner', plural: 'Call-to-action banners' },
  admin: { group: 'Banners' },
  fields: [
    titleField(),
    markdownField(),
    imageField({ name: 'backgroundImage', label: 'Background image', required: true, description: 'Darkened behind the text.' }),
    imageField({ name: 'backgroundImageMobile', label: 'Background image on phones', description: 'Used below 768 px.' }),
    ...linkFields({ label: 'Button' }),
    buttonColorField(),
    anchorLinkField(),
  ],
}
