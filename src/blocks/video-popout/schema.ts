import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, buttonColorField, imageField, markdownField, titleField } from '@/cms/fields/common'
import { choiceField } from '@/cms/fields/lists'
import { streamFields } from '@/cms/fields/stream'
import { isVideoId } from '@/lib/video'
import { popoutSourceOptions, popoutTriggerOptions } from '@/blocks/video-popout/popout'

type Siblings = { source?: string; trigger?: string }
const usesStream = (siblings: Siblings) => siblings.source === 'stream'

const videoIdMessage = (value: unknown) => (value ? 'A video id has 11 letters, digits, "-" or "_", as in the video address after "v=".' : 'Enter the video id.')

export const videoPopout: Block = {
  slug: 'videoPopout',
  interfaceName: 'VideoPopoutBlock',
  labels: { singular: 'Pop-up video', plural: 'Pop-up videos' },
  admin: { group: 'Media' },
  fields: [
    titleField({ description: 'The heading of the section and of the video dialog; it also names the player.' }),
    markdownField({ description: 'Optional text beside the video trigger.' }),
    choiceField({
      name: 'trigger',
      label: 'Opens with',
      options: popoutTriggerOptions,
      defaultValue: 'image',
      description: 'A picture with a play mark, or a button.',
    }),
    imageField({ description: 'With "Video picture": the picture visitors press. Empty uses the video’s own thumbnail.' }),
    {
      type: 'row',
      admin: { condition: (_, siblings: Siblings) => siblings.trigger === 'button' },
      fields: [
        {
          name: 'buttonText',
          type: 'text',
          validate: (value: unknown, { siblingData }: { siblingData: Siblings }) =>
            siblingData.trigger === 'button' && !value ? 'Enter the words on the button.' : true,
          admin: { description: 'The words on the button, such as "Watch the video".' },
        },
        buttonColorField(),
      ],
    },
    choiceField({
      name: 'source',
      label: 'Player',
      options: popoutSourceOptions,
      defaultValue: 'video',
      description: 'A privacy-mode video by its id, or the hosted player’s embed configuration.',
    }),
    {
      name: 'videoId',
      label: 'Video id',
      type: 'text',
      // Required with the privacy-mode player only.
      validate: (value: unknown, { siblingData }: { siblingData: Siblings }) => (usesStream(siblingData) || isVideoId(value) ? true : videoIdMessage(value)),
      admin: { description: 'The 11-character id from the video address, for example dQw4w9WgXcQ.', condition: (_, siblings: Siblings) => !usesStream(siblings) },
    },
    {
      type: 'collapsible',
      label: 'Hosted player',
      admin: { condition: (_, siblings: Siblings) => usesStream(siblings) },
      fields: streamFields({ requiredWhen: usesStream }),
    },
    backgroundColorField({ defaultValue: 'none' }),
    anchorLinkField(),
  ],
}
