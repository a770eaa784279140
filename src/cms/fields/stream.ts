import type { Field } from 'payload'

/**
 * The hosted streaming player's embed configuration (lib/video `StreamConfig`): its channel, the media it plays and the
 * form shown around it. The channel is required, or only when `requiredWhen` says so for the block's other fields;
 * `withSize` adds the player's width and height.
 */
export const streamFields = ({
  requiredWhen,
  withSize = false,
}: { requiredWhen?: (siblingData: Record<string, unknown>) => boolean; withSize?: boolean } = {}): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'channelId',
        label: 'Channel id',
        type: 'text',
        required: !requiredWhen,
        ...(requiredWhen
          ? { validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => (requiredWhen(siblingData) && !value ? 'Enter the channel id.' : true) }
          : {}),
        admin: { description: 'The player channel, as in the hosted player’s embed code.' },
      },
      { name: 'mediaId', label: 'Media id', type: 'text', admin: { description: 'The video in the channel; empty plays the channel’s latest.' } },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'playerForm', label: 'Player form', type: 'text', admin: { description: 'The player layout from the embed code, such as inline.' } },
      { name: 'formName', label: 'Form name', type: 'text', admin: { description: 'The sign-up form shown with the player, if any.' } },
    ],
  },
  { name: 'autoPlay', label: 'Play when ready', type: 'checkbox', defaultValue: true, admin: { description: 'Start playing as soon as the player has loaded (after the visitor asks for it).' } },
  ...(withSize
    ? [
        {
          type: 'row',
          fields: [
            { name: 'width', type: 'number', min: 200, max: 1170, admin: { description: 'Widest the player gets, in pixels. Empty: the full column.' } },
            { name: 'height', type: 'number', min: 100, max: 1000, admin: { description: 'Height in pixels at that width; with the width it sets the player’s shape.' } },
          ],
        } satisfies Field,
      ]
    : []),
]
