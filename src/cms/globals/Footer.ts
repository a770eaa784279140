import type { GlobalConfig } from 'payload'

import { anyone } from '@/cms/access'
import { linkAddressFields } from '@/cms/fields/link-address'
import { revalidateGlobal } from '@/cms/hooks/revalidate'

const domain = (name: string, label: string, defaultValue: string) => ({
  name,
  label,
  type: 'text' as const,
  required: true,
  defaultValue,
  validate: (value: unknown) =>
    typeof value === 'string' && /^https?:\/\/[^\s/]+/.test(value) ? true : 'Enter a full address starting with https://',
})

export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  access: { read: anyone },
  admin: { group: 'Settings' },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    {
      name: 'columns',
      type: 'array',
      labels: { singular: 'Link column', plural: 'Link columns' },
      fields: [
        { name: 'heading', type: 'text', required: true },
        {
          name: 'links',
          type: 'array',
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true },
                ...linkAddressFields({
                  name: 'url',
                  label: 'Link',
                  required: true,
                  addressDescription: 'For other sites: a full address, or one starting with {store}, {app}, {support}… to use a configured domain. Leave empty when you choose a page.',
                }),
              ],
            },
          ],
        },
      ],
    },
    { name: 'copyright', type: 'text', defaultValue: 'Heartwise Learning. All rights reserved.' },
    {
      name: 'domains',
      type: 'group',
      admin: { description: 'Addresses of the sites the footer links to.' },
      fields: [
        domain('publicSite', 'Public site', 'https://www.heartwiselearning.org'),
        domain('store', 'Store', 'https://store.heartwiselearning.org'),
        domain('app', 'App', 'https://app.heartwiselearning.org'),
        domain('dnn', 'DNN', 'https://dnn.heartwiselearning.org'),
        domain('identity', 'Identity provider', 'https://login.heartwiselearning.org'),
        domain('support', 'Support', 'https://support.heartwiselearning.org'),
      ],
    },
  ],
}
