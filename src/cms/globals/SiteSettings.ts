import type { GlobalConfig } from 'payload'

import { anyone } from '@/cms/access'
import { revalidateGlobal } from '@/cms/hooks/revalidate'

export const SiteSettings: GlobalConfig = {
  slug: 'siteSettings',
  label: 'Site settings',
  access: { read: anyone },
  admin: { group: 'Settings' },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'siteName', type: 'text', required: true, defaultValue: 'Heartwise Learning' },
    {
      name: 'searchSiteDomain',
      label: 'Search-site domain',
      type: 'text',
      required: true,
      defaultValue: 'https://www.heartwiselearning.org',
      admin: { description: 'Prefixed to every canonical link, for example https://www.heartwiselearning.org.' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^https?:\/\/[^\s/]+$/.test(value.replace(/\/$/, ''))
          ? true
          : 'Enter the domain with its scheme and no path, for example https://www.heartwiselearning.org',
    },
    { name: 'space', label: 'Content space name', type: 'text', defaultValue: 'Public site', admin: { description: 'Shown in the review bar.' } },
    {
      name: 'fullWidthPage',
      label: 'Page always shown full width',
      type: 'relationship',
      relationTo: 'pages',
      admin: { description: 'This page is laid out full width whatever its own setting.' },
    },
    { name: 'hostingAppId', label: 'Hosting app id', type: 'number', defaultValue: 2, required: true },
    { name: 'adPixelId', label: 'Advertising pixel id', type: 'text', admin: { description: 'Loaded on classroom-kits pages only.' } },
    { name: 'blogUrl', label: 'Blog address', type: 'text', defaultValue: 'https://blog.heartwiselearning.org' },
  ],
}
