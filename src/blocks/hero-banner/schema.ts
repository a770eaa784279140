import type { Block } from 'payload'

import { anchorLinkField, imageField, linkFields, subtitleField, titleField } from '../../cms/fields/common'

export const LANGUAGE_NOTE = 'Available in English and Spanish!'

export const heroBanner: Block = {
  slug: 'heroBanner',
  interfaceName: 'HeroBannerBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  admin: { group: 'Heroes' },
  fields: [
    titleField(true, 'The main heading. On the first section of a page it is the page heading (h1).'),
    subtitleField,
    imageField('image', 'Desktop image', true, 'Shown on screens 1200 px and wider (and wherever no other image is set).'),
    {
      type: 'row',
      fields: [
        imageField('imageTablet', 'Tablet image', false, 'Shown from 768 to 1199 px.'),
        imageField('imageMobile', 'Mobile image', false, 'Shown below 768 px.'),
      ],
    },
    ...linkFields('', 'Button'),
    { name: 'small', label: 'Compact height', type: 'checkbox', admin: { description: 'A shorter banner.' } },
    {
      name: 'showLanguageNote',
      label: `Show “${LANGUAGE_NOTE}”`,
      type: 'checkbox',
      admin: { description: 'Adds the language note in the corner of the banner.' },
    },
    anchorLinkField,
  ],
}
