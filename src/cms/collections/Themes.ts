import type { CollectionConfig, Field } from 'payload'

import { fallbackTheme } from '@/lib/theme'
import { publicContent } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'

const colour = (name: string, label: string, defaultValue: string): Field => ({
  name,
  label,
  type: 'text',
  required: true,
  defaultValue,
  validate: (value: unknown) =>
    typeof value === 'string' && /^#[0-9a-fA-F]{6}$/.test(value) ? true : 'Enter a colour as #RRGGBB, for example #487A7B.',
  admin: { description: 'Hex colour, #RRGGBB.' },
})

export const Themes: CollectionConfig = {
  slug: 'themes',
  access: publicContent,
  admin: { useAsTitle: 'name', group: 'Settings', description: 'Colours, fonts and favicon a page can use.' },
  // Themes colour every page that uses them (and unthemed pages use the first one).
  hooks: revalidateCollection('themes', () => ({ routes: ['/'], type: 'layout' })),
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'favicon', type: 'upload', relationTo: 'media' },
    colour('primaryColor', 'Primary colour', fallbackTheme.primaryColor),
    colour('secondaryColor', 'Secondary colour', fallbackTheme.secondaryColor),
    colour('grayColor', 'Grey colour', fallbackTheme.grayColor),
    colour('orangeColor', 'Orange colour', fallbackTheme.orangeColor),
    {
      name: 'headingFont',
      type: 'select',
      defaultValue: fallbackTheme.headingFont,
      options: [
        { label: 'Nunito', value: 'nunito' },
        { label: 'Open Sans', value: 'open-sans' },
      ],
    },
    {
      name: 'bodyFont',
      type: 'select',
      defaultValue: fallbackTheme.bodyFont,
      options: [
        { label: 'Open Sans', value: 'open-sans' },
        { label: 'Nunito', value: 'nunito' },
      ],
    },
  ],
}
