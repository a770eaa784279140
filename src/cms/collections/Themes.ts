import type { CollectionConfig, Field } from 'payload'

import { anyone, signedIn } from '../access'
import { revalidateEverything } from '../hooks/revalidate'

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
  access: { read: anyone, create: signedIn, update: signedIn, delete: signedIn },
  admin: { useAsTitle: 'name', group: 'Settings', description: 'Colours, fonts and favicon a page can use.' },
  hooks: { afterChange: [revalidateEverything] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'favicon', type: 'upload', relationTo: 'media' },
    colour('primaryColor', 'Primary colour', '#487a7b'),
    colour('secondaryColor', 'Secondary colour', '#00a79d'),
    colour('grayColor', 'Grey colour', '#f2f2f2'),
    colour('orangeColor', 'Orange colour', '#b85000'),
    {
      name: 'headingFont',
      type: 'select',
      defaultValue: 'nunito',
      options: [
        { label: 'Nunito', value: 'nunito' },
        { label: 'Open Sans', value: 'open-sans' },
      ],
    },
    {
      name: 'bodyFont',
      type: 'select',
      defaultValue: 'open-sans',
      options: [
        { label: 'Open Sans', value: 'open-sans' },
        { label: 'Nunito', value: 'nunito' },
      ],
    },
  ],
}
