import type { Block } from 'payload'

import { anchorLinkField, HERO_TITLE_DESCRIPTION, imageField, linkFields, subtitleField, titleField } from '@/cms/fields/common'

export const LANGUAGE_NOTE = 'Available in English and Spanish!'

export const heroBanner: Block = {
  slug: 'heroBanner',
  interfaceName: 'HeroBannerBlock',
  labels: { singular: 'Hero banner', plural: 'Hero banners' },
  admin: { group: 'Heroes' },
  fields: [
    titleField({ description: HERO_TITLE_DESCRIPTION }),
    subtitleField(),
    imageField({ label: 'Desktop image', required: true, description: 'Shown on screens 1200 px and wider (and wherever no other image is set).' }),
    {
      type: 'row',
      fields: [
        imageField({ name: 'imageTablet', label: 'Tablet image', description: 'Shown from 768 to 1199 px.' }),
        imageField({ name: 'imageMobile', label: 'Mobile image', description: 'Shown below 768 px.' }),
      ],
    },
    ...linkFields({ label: 'Button' }),
    { name: 'small', label: 'Compact height', type: 'checkbox', admin: { description: 'A shorter banner.' } },
    {
      name: 'showLanguageNote',
      label: `Show “${LANGUAGE_NOTE}”`,
      type: 'checkbox',
      admin: { description: 'Adds the language note in the corner of the banner.' },
    },
    anchorLinkField(),
  ],
}
