import type { Block } from 'payload'

import { anchorLinkField, imageField, markdownField, titleField } from '@/cms/fields/common'
import { LIVE_WEBINARS_PATH, ON_DEMAND_WEBINARS_PATH } from '@/blocks/webinar-banner-toggle/webinars'

export const webinarBannerToggle: Block = {
  slug: 'webinarBannerToggle',
  interfaceName: 'WebinarBannerToggleBlock',
  labels: { singular: 'Webinar banner with live/on-demand toggle', plural: 'Webinar banners with toggle' },
  admin: { group: 'Banners' },
  fields: [
    titleField(),
    markdownField(),
    imageField({ required: true }),
    {
      name: 'linkUrl',
      label: 'This banner’s page',
      type: 'text',
      required: true,
      admin: {
        description: `${LIVE_WEBINARS_PATH} shows the toggle with Live Webinars active and the image on the left; ${ON_DEMAND_WEBINARS_PATH} shows On-Demand Webinars active and the image on the right; any other address shows no toggle.`,
      },
    },
    anchorLinkField(),
  ],
}
