import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, linkFields, markdownField, titleField, videoIdField } from '@/cms/fields/common'

export const pillarBanner: Block = {
  slug: 'pillarBanner',
  interfaceName: 'PillarBannerBlock',
  labels: { singular: 'Pillar banner with video', plural: 'Pillar banners with video' },
  admin: { group: 'Banners' },
  fields: [
    titleField(),
    markdownField(),
    videoIdField(),
    { name: 'playInModal', label: 'Open the video in a pop-up', type: 'checkbox', admin: { description: 'Show a thumbnail that opens the video in a dialog, instead of playing it in place.' } },
    ...linkFields({ label: 'Button' }),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
