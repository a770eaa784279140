import type { Field, SelectField, TextareaField, TextField, UploadField, UploadFieldSingleValidation } from 'payload'

import { buttonColorOptions } from '@/lib/buttons'
import { cardColorOptions } from '@/lib/card-colors'
import { defaultImageSide, imageSideOptions, type ImageSide } from '@/lib/image-side'
import { defaultSectionTheme, sectionThemeOptions, type SectionTheme } from '@/lib/section-themes'
import { MARKDOWN_MAX_LENGTH } from '@/lib/markdown-limits'
import { isVideoId } from '@/lib/video'
import { withCheckWarning } from '@/cms/content-checks/field-warning'
import { linkAddressFields } from './link-address'

/**
 * Field factories shared by the block schemas. Each takes an options object: a block overrides only what differs
 * (label, default, whether it is required, the help text), so no block spreads and casts a field.
 */
type FieldOptions = {
  /** Column name in the block's data. Changing it for an existing field loses what editors entered. */
  name?: string
  label?: string
  required?: boolean
  /** Help text under the field in the admin. */
  description?: string
}

/** A link a visitor follows: the text they read and where it goes. */
export function linkFields({ label = 'Link', nameSuffix = '' }: { label?: string; nameSuffix?: string } = {}): Field[] {
  return [
    {
      type: 'row',
      fields: [
        {
          name: `linkText${nameSuffix}`,
          label: `${label} text`,
          type: 'text',
          admin: { description: 'The words on the link. The link shows only when it has text and a page or an address.' },
        },
        ...linkAddressFields({ name: `linkUrl${nameSuffix}`, label }),
      ],
    },
  ]
}

/** The name links use to scroll to a section (#name). */
export const anchorLinkField = ({
  description = 'Lets links on this page scroll here: a link to "#name" scrolls to this section.',
  required = false,
}: Pick<FieldOptions, 'description' | 'required'> = {}): TextField => ({
  name: 'anchorLink',
  label: 'Anchor name',
  type: 'text',
  required,
  // A validate function of our own replaces Payload's, which would check `required`: both checks happen here.
  validate: (value: unknown) => {
    if (value == null || value === '') return required ? 'Enter an anchor name.' : true
    return typeof value === 'string' && /^[A-Za-z][\w-]*$/.test(value) ? true : 'Start with a letter; use letters, digits, hyphens and underscores only.'
  },
  admin: { description },
})

/** The section's background colour from the page theme (lib/section-themes). */
export const backgroundColorField = ({
  defaultValue = defaultSectionTheme,
  description = 'Section background colour from the page theme.',
}: Pick<FieldOptions, 'description'> & { defaultValue?: SectionTheme } = {}): SelectField => ({
  name: 'backgroundColor',
  label: 'Background',
  type: 'select',
  defaultValue,
  options: [...sectionThemeOptions],
  admin: { description },
})

/** Text editors write in Markdown; blocks render it with components/Markdown. */
export const markdownField = ({
  name = 'text',
  label = 'Text',
  required = false,
  description = 'Markdown: **bold**, _italic_, [link](/path), lists, tables, # headings. Quotes become typographic quotes. At most 20,000 characters.',
}: FieldOptions = {}): TextareaField =>
  withCheckWarning(
    {
      name,
      label,
      type: 'textarea',
      required,
      maxLength: MARKDOWN_MAX_LENGTH,
      admin: { description, rows: 8 },
    },
    'markdown',
  )

/** A button's colour (lib/buttons); empty uses the default. */
export const buttonColorField = ({
  name = 'buttonColor',
  label = 'Button colour',
  description = 'Colour of the button. Empty uses the default teal (#487A7B).',
}: Omit<FieldOptions, 'required'> = {}): SelectField => ({
  name,
  label,
  type: 'select',
  options: [...buttonColorOptions],
  admin: { description },
})

/**
 * An image from the media library; `required` makes saving without it fail with a message, `validate` states a rule
 * of its own (such as "required unless a video is set").
 */
export const imageField = ({
  name = 'image',
  label = 'Image',
  required = false,
  description = 'Choose or upload an image; its alternative text comes from the image record.',
  validate,
}: FieldOptions & { validate?: UploadFieldSingleValidation } = {}): UploadField =>
  withCheckWarning({
    name,
    label,
    type: 'upload',
    relationTo: 'media',
    required,
    ...(validate ? { validate } : {}),
    admin: { description },
  })

/** The block's heading, required unless the block can do without one. */
export const titleField = ({
  label,
  required = true,
  description = 'The heading of the block.',
}: Omit<FieldOptions, 'name'> = {}): TextField => ({
  name: 'title',
  ...(label ? { label } : {}),
  type: 'text',
  required,
  custom: { check: 'heading' },
  admin: { description },
})

/** Help text of a hero's title, which carries the page's h1 when the hero opens the page. */
export const HERO_TITLE_DESCRIPTION = 'The main heading. On the first section of a page it is the page heading (h1).'

export const subtitleField = ({ description = 'A short line under the title.' }: Pick<FieldOptions, 'description'> = {}): TextField => ({
  name: 'subtitle',
  type: 'text',
  admin: { description },
})

/** Which side of the text the block's picture sits on (lib/image-side). Stored as `alignment`, its original name. */
export const imageSideField = ({
  defaultValue = defaultImageSide,
  description = 'Left puts the image before the text; Right reverses the order.',
}: Pick<FieldOptions, 'description'> & { defaultValue?: ImageSide } = {}): SelectField => ({
  name: 'alignment',
  label: 'Image side',
  type: 'select',
  defaultValue,
  admin: { description },
  options: [...imageSideOptions],
})

/** A video id as in the video address after "v=" (lib/video). */
export const videoIdField = ({
  required = true,
  description = 'The 11-character id from the video address, for example dQw4w9WgXcQ.',
}: Pick<FieldOptions, 'required' | 'description'> = {}): TextField => ({
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
  admin: { description },
})

/** A required choice among named heights in pixels, such as a spacer's size; each option shows its height. */
export const heightField = <Key extends string>({
  name,
  heights,
  defaultValue,
  optionLabel = (key) => key,
  description = 'Empty vertical space between sections.',
}: Pick<FieldOptions, 'description'> & {
  name: string
  /** Height in pixels of each stored value. */
  heights: Record<Key, number>
  defaultValue: NoInfer<Key>
  /** The words before the height in each option, for a stored value. */
  optionLabel?: (key: string) => string
}): SelectField => ({
  name,
  type: 'select',
  required: true,
  defaultValue,
  options: Object.entries<number>(heights).map(([value, px]) => ({ label: `${optionLabel(value)} (${px} px)`, value })),
  admin: { description },
})

/** A card's background (lib/card-colors); `options` narrows the choice for blocks that offer fewer colours. */
export const cardColorField = ({
  name = 'backgroundColor',
  label = 'Card colour',
  description = 'Background colour of the card.',
  options = cardColorOptions,
}: Omit<FieldOptions, 'required'> & { options?: readonly { label: string; value: string }[] } = {}): SelectField => ({
  name,
  label,
  type: 'select',
  defaultValue: 'none',
  options: options.map((option) => ({ ...option })),
  admin: { description },
})
