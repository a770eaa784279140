import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, titleField } from '@/cms/fields/common'
import { streamFields } from '@/cms/fields/stream'

export const streamVideo: Block = {
  slug: 'streamVideo',
  interfaceName: 'StreamVideoBlock',
  labels: { singular: 'Streaming video', plural: 'Streaming videos' },
  admin: { group: 'Media' },
  fields: [
    titleField({ description: 'The heading above the player; screen readers announce it as the player’s name.' }),
    ...streamFields({ withSize: true }),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
