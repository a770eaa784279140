import type { Access, CollectionAfterReadHook, CollectionConfig, TextareaFieldValidation, TextFieldValidation } from 'payload'
import { text, textarea } from 'payload/shared'

import { publicContent } from '@/cms/access'
import { markdownField } from '@/cms/fields/common'
import { revalidateCollection } from '@/cms/hooks/revalidate'
import { isShown, publicFields, shownAtWhere } from './rules'

/**
 * Visitors read exactly the notifications the page shows now (`isShown`: active, between its dates, with a header
 * and a description that are not blank); ended, future, inactive and blank ones are for editors.
 */
const readShown: Access = async ({ req }) => {
  if (req.user) return true
  const now = new Date()
  // A read of its own (not the visitor's request), so it sees every field.
  const { docs } = await req.payload.find({ collection: 'notifications', where: shownAtWhere(now), depth: 0, pagination: false, overrideAccess: true })
  const ids = docs.filter((notification) => isShown(notification, now)).map((notification) => notification.id)
  // None shown: a condition no notification meets, so a list answers empty and a read by id 404.
  return ids.length > 0 ? { id: { in: ids } } : { id: { exists: false } }
}

/** Through the API, visitors get only what the page shows: no editor fields (active, created, updated). */
const onlyPublicFields: CollectionAfterReadHook = ({ doc, req }) => (req.user || req.payloadAPI === 'local' ? doc : publicFields(doc))

const blank = (value: unknown) => typeof value === 'string' && value.length > 0 && !value.trim()
const headingValidation: TextFieldValidation = (value, options) => (blank(value) ? 'Write a heading: spaces alone are not one.' : text(value, options))
const descriptionValidation: TextareaFieldValidation = (value, options) =>
  blank(value) ? 'Write a description: spaces alone are not one.' : textarea(value, options)

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
  hooks: { ...revalidateCollection('notifications'), afterRead: [onlyPublicFields] },
  fields: [
    { name: 'pageHeader', label: 'Heading', type: 'text', required: true, validate: headingValidation, admin: { description: 'The notice in a few words.' } },
    { ...markdownField({ name: 'pageDescription', label: 'Description', required: true }), validate: descriptionValidation },
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
