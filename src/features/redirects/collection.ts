import type { CollectionConfig } from 'payload'

import { signedIn } from '@/cms/access'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { normalizeFrom, normalizeTo, validateFrom, validateTo } from './rules'

/**
 * Old addresses that send visitors elsewhere. A redirect applies only where no published page exists: a page
 * published at the same address wins, so a redirect never hides live content.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: 'Redirect', plural: 'Redirects' },
  access: { read: signedIn, create: signedIn, update: signedIn, delete: signedIn },
  admin: {
    useAsTitle: 'from',
    group: 'Settings',
    defaultColumns: ['from', 'to', 'type', 'updatedAt'],
    description: 'Sends visitors and search engines from an old address to a new one. A published page at the same address wins.',
  },
  defaultSort: 'from',
  hooks: revalidateCollection('redirects'),
  fields: [
    {
      name: 'from',
      label: 'From',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateFrom,
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' && value.trim() ? normalizeFrom(value) : value)] },
      admin: { description: 'The old address on this site, for example /old-page.' },
    },
    {
      name: 'to',
      label: 'To',
      type: 'text',
      required: true,
      validate: (value: unknown, { siblingData }: { siblingData: { from?: string | null } }) => validateTo(value, siblingData.from),
      hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normalizeTo(value) : value)] },
      admin: { description: 'A site path such as /webinars, or a full address such as https://blog.heartwiselearning.org/post.' },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: [
        { label: 'Permanent (301)', value: '301' },
        { label: 'Temporary (302)', value: '302' },
      ],
      admin: {
        position: 'sidebar',
        description: 'Permanent moves the address for search engines too; temporary keeps the old one listed. Served as 308 and 307, their method-preserving twins.',
      },
    },
  ],
}
