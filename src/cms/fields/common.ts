import type { Field, TextField } from 'payload'

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
