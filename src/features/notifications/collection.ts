import type { Access, CollectionConfig } from 'payload'

import { publicContent } from '@/cms/access'
import { markdownField } from '@/cms/fields/common'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { shownAtWhere } from './rules'

/** Visitors read only the notifications shown now; ended, future and inactive ones are for editors. */
const readShown: Access = ({ req }) => (req.user ? true : shownAtWhere(new Date()))

/** Service notices shown on the notifications page while active and between their dates. */
export const Notifications: CollectionConfig = {
  slug: 'notifications',
  labels: { singular: 'Notification', plural: 'Notifications' },
  access: { ...publicContent, read: readShown },
  admin: {
    useAsTitle: 'pageHeader',
    group: 'Content',
    defaultColumns: ['pageHeader', 'active', 'startDate', 'endDate'],
    description: 'A notification shows on the notifications page while it is active and between its start and end.',
  },
  defaultSort: '-startDate',
  hooks: revalidateCollection('notifications'),
  fields: [
    { name: 'pageHeader', label: 'Heading', type: 'text', required: true, admin: { description: 'The notice in a few words.' } },
    markdownField({ name: 'pageDescription', label: 'Description', required: true }),
    {
      name: 'active',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', description: 'Untick to hide the notification whatever its dates.' },
    },
    {
      name: 'startDate',
      label: 'Show from',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'First moment the notification shows.' },
    },
    {
      name: 'endDate',
      label: 'Show until',
      type: 'date',
      required: true,
      validate: (value: unknown, { siblingData }: { siblingData: { startDate?: string | null } }) =>
        !value || !siblingData.startDate || new Date(String(value)) > new Date(siblingData.startDate)
          ? true
          : 'Choose an end after the start.',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'Last moment the notification shows.' },
    },
    {
      name: 'postedDate',
      label: 'Posted on',
      type: 'date',
      admin: { position: 'sidebar', description: 'Optional date shown with the notification.' },
    },
  ],
}
