import type { CollectionConfig } from 'payload'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Editor', plural: 'Editors' },
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: true,
  fields: [{ name: 'name', type: 'text', admin: { description: 'Shown in the admin next to changes you make.' } }],
}
