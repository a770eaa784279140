import type { Block } from 'payload'

import { anchorLinkField, buttonColorField, imageField, linkFields, markdownField, titleField } from '../../cms/fields/common'

export const ctaBanner: Block = {
  slug: 'ctaBanner',
  interfaceName: 'CtaBannerBlock',
  labels: { singular: 'Call-to-action banner', plural: 'Call-to-action banners' },
  admin: { group: 'Banners' },
  fields: [
    titleField(),
    markdownField('text', 'Text'),
    imageField('backgroundImage', 'Background image', true, 'Darkened behind the text.'),
    imageField('backgroundImageMobile', 'Background image on phones', false, 'Used below 768 px.'),
    ...linkFields('', 'Button'),
    buttonColorField(),
    anchorLinkField,
  ],
}
