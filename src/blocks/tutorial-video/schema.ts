import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, markdownField, titleField } from '@/cms/fields/common'
import { streamFields } from '@/cms/fields/stream'

export const tutorialVideo: Block = {
  slug: 'tutorialVideo',
  interfaceName: 'TutorialVideoBlock',
  labels: { singular: 'Tutorial video', plural: 'Tutorial videos' },
  admin: { group: 'Media' },
  fields: [
    titleField({ description: 'The tutorial’s heading; it also names the player for screen readers.' }),
    markdownField({ description: 'Optional steps or notes beside the video.' }),
    ...streamFields(),
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
