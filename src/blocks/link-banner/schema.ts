import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, linkFields, markdownField, titleField } from '@/cms/fields/common'

export const linkBanner: Block = {
  slug: 'linkBanner',
  interfaceName: 'LinkBannerBlock',
  labels: { singular: 'Banner with two links', plural: 'Banners with two links' },
  admin: { group: 'Banners' },
  fields: [
    titleField(),
    markdownField(),
    ...linkFields({ label: 'First link' }),
    ...linkFields({ label: 'Second link', nameSuffix: '2' }),
    backgroundColorField({ defaultValue: 'primary' }),
    { name: 'white', label: 'White card', type: 'checkbox', admin: { description: 'Show the banner as a white card on the background.' } },
    anchorLinkField(),
  ],
}
