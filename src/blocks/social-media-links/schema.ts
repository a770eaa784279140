import type { Block } from 'payload'

import { anchorLinkField, backgroundColorField, titleField } from '@/cms/fields/common'
import { listField } from '@/cms/fields/lists'
import { socialPlatformOptions } from './platforms'

export const socialMediaLinks: Block = {
  slug: 'socialMediaLinks',
  interfaceName: 'SocialMediaLinksBlock',
  labels: { singular: 'Social media links', plural: 'Social media links' },
  admin: { group: 'Text' },
  fields: [
    titleField({ required: false, description: 'Optional heading, such as "Follow us".' }),
    {
      name: 'accountName',
      label: 'Account name',
      type: 'text',
      required: true,
      defaultValue: 'Heartwise Learning',
      admin: { description: 'Who the accounts belong to. Screen readers hear each link as "<account name> on <platform>".' },
    },
    listField({
      name: 'links',
      singular: 'Account',
      plural: 'Accounts',
      description: 'One icon link per account, in this order; each opens in a new tab.',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'platform', type: 'select', required: true, options: socialPlatformOptions, admin: { description: 'The network; it decides the icon.' } },
            {
              name: 'url',
              label: 'Address',
              type: 'text',
              required: true,
              validate: (value: unknown) => (typeof value === 'string' && /^https:\/\/\S+$/.test(value) ? true : 'Enter the full address, starting with https://.'),
              admin: { description: 'The full address of the account page, starting with https://.' },
            },
          ],
        },
      ],
    }),
    backgroundColorField(),
    anchorLinkField(),
  ],
}
