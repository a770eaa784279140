import type { Block } from 'payload'
import { upload } from 'payload/shared'

import { imageLinkFields } from '@/cms/fields/card'
import { anchorLinkField, cardColorField, imageField, linkFields, markdownField, titleField, videoIdField } from '@/cms/fields/common'

export const largeCard: Block = {
  slug: 'largeCard',
  interfaceName: 'LargeCardBlock',
  labels: { singular: 'Large card', plural: 'Large cards' },
  admin: { group: 'Cards' },
  fields: [
    titleField(),
    markdownField(),
    videoIdField({ required: false, description: 'Optional: with a video id the card shows this video instead of its pictures.' }),
    imageField({
      description: 'The card’s main picture, shown unless a video id is set. Its alternative text comes from the image record.',
      // Required unless a video is set; an image, when chosen, gets the usual checks.
      validate: (value, options) =>
        value || (options.siblingData as { videoId?: unknown }).videoId ? upload(value, options) : 'Choose an image, or enter a video id.',
    }),
    {
      type: 'row',
      fields: [
        imageField({ name: 'mobileImage', label: 'Mobile image', description: 'Optional: replaces the main picture below 768 px.' }),
        imageField({ name: 'secondaryImage', label: 'Secondary image', description: 'Optional small picture beside the title, such as a program logo.' }),
      ],
    },
    ...imageLinkFields({ description: 'Optional: makes the main picture and the title a link to this page.' }),
    ...linkFields({ label: 'Button' }),
    cardColorField({ name: 'color', description: 'Background colour of the card.' }),
    anchorLinkField(),
  ],
}
