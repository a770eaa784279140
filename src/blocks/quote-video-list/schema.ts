import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField, videoIdField } from '@/cms/fields/common'
import { listField } from '@/cms/fields/lists'
import { quoteFields } from '@/cms/fields/quote'

export const quoteVideoList: Block = {
  slug: 'quoteVideoList',
  interfaceName: 'QuoteVideoListBlock',
  labels: { singular: 'Quotes with videos', plural: 'Quotes with videos' },
  admin: { group: 'Media' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the videos.' }),
    markdownField({ description: 'Optional introduction under the heading.' }),
    listField({
      name: 'videos',
      singular: 'Video card',
      plural: 'Video cards',
      description: 'Side by side on wide screens. Starting one video stops any other playing in the list.',
      maxRows: 4,
      fields: [titleField({ description: 'The card’s heading; it also names the video for screen readers.' }), videoIdField(), ...quoteFields()],
    }),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
