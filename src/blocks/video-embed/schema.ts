import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, titleField, videoIdField } from '@/cms/fields/common'

export const videoEmbed: Block = {
  slug: 'videoEmbed',
  interfaceName: 'VideoEmbedBlock',
  labels: { singular: 'Video', plural: 'Videos' },
  admin: { group: 'Media' },
  fields: [
    titleField({ description: 'What the video is about: screen readers announce it as the player’s name.' }),
    { name: 'hideTitle', label: 'Hide the title', type: 'checkbox', admin: { description: 'Show only the video; the title still names the player.' } },
    videoIdField(),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
