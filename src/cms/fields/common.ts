import type { Field, TextField } from 'payload'

import { buttonColors } from '../../lib/buttons'
import { isVideoId } from '../../lib/video'

/** A link a visitor follows: the text they read and where it goes. */
export function linkFields(suffix = '', label = 'Link'): Field[] {
  return [
    {
      type: 'row',
      fields: [
        {
          name: `linkText${suffix}`,
          label: `${label} text`,
          type: 'text',
          admin: { description: 'The words on the link. The link shows only when text and address are both filled.' },
        },
        {
          name: `linkUrl${suffix}`,
          label: `${label} address`,
          type: 'text',
          admin: {
            description: 'A path on this site (/webinars), a full address (https://…), a PDF, or #section to scroll to a section on this page.',
          },
        },
      ],
    },
  ]
}

export const anchorLinkField: TextField = {
  name: 'anchorLink',
  label: 'Anchor name',
  type: 'text',
  validate: (value: unknown) =>
    value == null || value === '' || (typeof value === 'string' && /^[A-Za-z][\w-]*$/.test(value))
      ? true
      : 'Start with a letter; use letters, digits, hyphens and underscores only.',
  admin: {
    description: 'Lets links on this page scroll here: a link to "#name" scrolls to this section.',
  },
}

export const sectionThemeOptions = [
  { label: 'None', value: 'none' },
  { label: 'Primary', value: 'primary' },
  { label: 'Secondary', value: 'secondary' },
  { label: 'Grey', value: 'gray' },
] as const

export const backgroundColorField: Field = {
  name: 'backgroundColor',
  label: 'Background',
  type: 'select',
  defaultValue: 'none',
  options: [...sectionThemeOptions],
  admin: { description: 'Section background colour from the page theme.' },
}

export const markdownField = (name: string, label: string, required = false): Field => ({
  name,
  label,
  type: 'textarea',
  required,
  admin: {
    description: 'Markdown: **bold**, _italic_, [link](/path), lists, tables, # headings. Quotes become typographic quotes.',
    rows: 8,
  },
})

export const buttonColorField = (name = 'buttonColor', label = 'Button colour'): Field => ({
  name,
  label,
  type: 'select',
  options: buttonColors.map((value) => ({ label: value === 'selaGray' ? 'SEL for Adults grey' : value[0].toUpperCase() + value.slice(1), value })),
  admin: { description: 'Colour of the button. Empty uses the default teal (#487A7B).' },
})

/** An image from the media library; `required` makes saving without it fail with a message. */
export const imageField = (name: string, label: string, required = false, description?: string): Field => ({
  name,
  label,
  type: 'upload',
  relationTo: 'media',
  required,
  admin: { description: description ?? 'Choose or upload an image; its alternative text comes from the image record.' },
})

export const titleField = (required = true, description = 'The heading of the block.'): Field => ({
  name: 'title',
  type: 'text',
  required,
  admin: { description },
})

export const subtitleField: Field = { name: 'subtitle', type: 'text', admin: { description: 'A short line under the title.' } }

export const alignmentField: Field = {
  name: 'alignment',
  label: 'Image side',
  type: 'select',
  defaultValue: 'Left',
  admin: { description: 'Left puts the image before the text; Right reverses the order.' },
  options: [
    { label: 'Left', value: 'Left' },
    { label: 'Right (reverses the order)', value: 'Right' },
  ],
}

export const videoIdField = (required = true): Field => ({
  name: 'videoId',
  label: 'Video id',
  type: 'text',
  required,
  validate: (value: unknown) =>
    (!required && (value == null || value === '')) || isVideoId(value)
      ? true
      : required && !value
        ? 'Enter the video id.'
        : 'A video id has 11 letters, digits, "-" or "_", as in the video address after "v=".',
  admin: { description: 'The 11-character id from the video address, for example dQw4w9WgXcQ.' },
})

/** A required choice of heights in pixels, such as a spacer's size. */
export const heightField = (name: string, heights: Record<string, number>, defaultValue: string, label: (key: string) => string): Field => ({
  name,
  type: 'select',
  required: true,
  defaultValue,
  options: Object.entries(heights).map(([value, px]) => ({ label: `${label(value)} (${px} px)`, value })),
  admin: { description: 'Empty vertical space between sections.' },
})
