import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField, videoIdField } from '@/cms/fields/common'
import { listField } from '@/cms/fields/lists'

export const webinarListing: Block = {
  slug: 'webinarListing',
  interfaceName: 'WebinarListingBlock',
  labels: { singular: 'Recorded webinars', plural: 'Recorded webinars' },
  admin: { group: 'Media' },
  fields: [
    titleField({ required: false, description: 'Optional heading above the recordings.' }),
    markdownField({ description: 'Optional introduction under the heading.' }),
    listField({
      name: 'webinars',
      singular: 'Webinar',
      plural: 'Webinars',
      description: 'Each recording shows its thumbnail with a play button; the player loads when a visitor presses it.',
      fields: [
        titleField({ description: 'The webinar’s name; it also names the video for screen readers.' }),
        videoIdField({ description: 'The recording: the 11-character id from the video address.' }),
        { name: 'secondaryText', label: 'Small line above the title', type: 'text', admin: { description: 'Such as the topic or the grade band.' } },
        { name: 'text2', label: 'Presenter or length', type: 'text', admin: { description: 'A short line under the title, such as "45 minutes".' } },
        markdownField({ description: 'What the webinar covers.' }),
      ],
    }),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
