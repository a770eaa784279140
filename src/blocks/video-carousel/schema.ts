import type { Block } from 'payload'

import { carouselFields } from '@/cms/fields/carousel'
import { videoIdField } from '@/cms/fields/common'
import { listField } from '@/cms/fields/lists'

export const videoCarousel: Block = {
  slug: 'videoCarousel',
  interfaceName: 'VideoCarouselBlock',
  labels: { singular: 'Video carousel', plural: 'Video carousels' },
  admin: { group: 'Media' },
  fields: carouselFields({
    ...listField({
      name: 'slides',
      label: 'Videos',
      singular: 'Video',
      plural: 'Videos',
      description: 'The videos, in order. Only the video on screen loads its player, and only once a visitor presses play.',
      fields: [
        { name: 'title', label: 'Video title', type: 'text', required: true, admin: { description: 'Names the video for screen readers and shows under it.' } },
        videoIdField(),
      ],
    }),
    minRows: 2,
  }),
}
