import type { GlobalConfig } from 'payload'

import { anyone } from '@/cms/access'
import { linkAddressFields } from '@/cms/fields/link-address'
import { revalidateGlobal } from '@/cms/hooks/revalidate'

export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Header',
  access: { read: anyone },
  admin: { group: 'Settings' },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'navigation',
      type: 'array',
      labels: { singular: 'Menu item', plural: 'Menu items' },
      admin: { description: 'Main menu, in order.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true },
            ...linkAddressFields({ name: 'url', label: 'Link', required: true }),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'ctaLabel', label: 'Button text', type: 'text', admin: { description: 'Optional button at the end of the menu.' } },
        ...linkAddressFields({ name: 'ctaUrl', label: 'Button' }),
      ],
    },
  ],
}
