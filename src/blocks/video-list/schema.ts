import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, imageField, markdownField, titleField, videoIdField } from '@/cms/fields/common'
import { listField } from '@/cms/fields/lists'

export const videoList: Block = {
  slug: 'videoList',
  interfaceName: 'VideoListBlock',
  labels: { singular: 'Video list', plural: 'Video lists' },
  admin: { group: 'Media' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the videos.' }),
    markdownField({ description: 'Optional introduction under the heading.' }),
    {
      name: 'lightbox',
      label: 'Open videos in a pop-up',
      type: 'checkbox',
      admin: { description: 'Each video opens in a dialog over the page, instead of playing in the list.' },
    },
    listField({
      name: 'videos',
      singular: 'Video',
      plural: 'Videos',
      description: 'Side by side on wide screens. Starting one video stops any other playing in the list.',
      maxRows: 4,
      fields: [
        videoIdField(),
        imageField({ description: 'Optional picture to show before the video plays. Empty uses the video’s own thumbnail.' }),
        { name: 'text', label: 'Caption', type: 'text', required: true, admin: { description: 'A line under the video; it also names the video for screen readers.' } },
      ],
    }),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
