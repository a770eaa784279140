import type { CollectionConfig } from 'payload'

import { signedIn } from '@/cms/access'
import { isEmailAddress } from '@/lib/email'
import { DELIVERY_STATES } from '../delivery-state'
import { NOTICE_STATES } from '../routing'
import { eraseEndpoint } from '../server/erase'
import { exportSubmissions } from '../server/export'

/**
 * Every valid interest-form submission, written before the email-marketing provider is called, with its delivery
 * state. Only the server writes them (the lead endpoints and the delivery job, which override access); editors read
 * them in the admin, export them as CSV, and delete a person's on request (server/erase.ts).
 */
export const LeadSubmissions: CollectionConfig = {
  slug: 'lead-submissions',
  labels: { singular: 'Form submission', plural: 'Form submissions' },
  access: { read: signedIn, create: () => false, update: () => false, delete: () => false },
  admin: {
    useAsTitle: 'email',
    group: 'Leads',
    defaultColumns: ['email', 'organization', 'territory', 'noticeStatus', 'deliveryStatus', 'createdAt'],
    description:
      'Interest-form submissions and their delivery to the email-marketing provider. Pending ones are sent again automatically until the provider takes them.',
    components: { beforeListTable: ['@/features/leads/admin/ExportLink#ExportLink', '@/features/leads/admin/EraseContact#EraseContact'] },
  },
  defaultSort: '-createdAt',
  endpoints: [
    { path: '/export', method: 'get', handler: exportSubmissions },
    { path: '/erase', method: 'post', handler: eraseEndpoint },
  ],
  timestamps: true,
  fields: [
    {
      name: 'submissionKey',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { hidden: true },
    },
    {
      name: 'form',
      type: 'select',
      required: true,
      options: [
        { label: 'Out-of-school time (first form)', value: 'first' },
        { label: 'SEL for adults (second form)', value: 'second' },
      ],
    },
    { name: 'route', label: 'Sent as', type: 'select', required: true, options: ['create', 'update'] },
    // The form's own rule, so every address the form and the endpoints take is stored.
    { name: 'email', type: 'email', required: true, index: true, validate: (value: unknown) => (typeof value === 'string' && isEmailAddress(value)) || 'Email is not valid.' },
    { name: 'firstName', label: 'First name', type: 'text', required: true },
    { name: 'lastName', label: 'Last name', type: 'text', required: true },
    { name: 'jobTitle', label: 'Title', type: 'text', required: true },
    { name: 'phone', type: 'text', required: true },
    { name: 'organization', type: 'text', required: true },
    { name: 'country', type: 'text', required: true, admin: { description: 'Two-letter code, lower case.' } },
    { name: 'stateCode', label: 'State or province', type: 'text' },
    { name: 'inResearch', label: 'Researching programs', type: 'checkbox', defaultValue: false },
    { name: 'sendUpdates', label: 'Wants updates', type: 'checkbox', defaultValue: false },
    { name: 'campaignId', label: 'Campaign', type: 'text', required: true },
    {
      name: 'deliveryStatus',
      label: 'Delivery',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: DELIVERY_STATES.map((state) => ({ label: state.label, value: state.value })),
      admin: { position: 'sidebar' },
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'nextAttemptAt', label: 'Next attempt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'deliveredAt', label: 'Delivered', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'contactId', label: 'Provider contact id', type: 'text', admin: { position: 'sidebar' } },
    { name: 'lastError', label: 'Last problem', type: 'textarea', admin: { position: 'sidebar' } },
    {
      name: 'territory',
      type: 'relationship',
      relationTo: 'territories',
      admin: { position: 'sidebar', description: 'The sales territory holding the lead’s state, once its notice went out.' },
    },
    {
      name: 'noticeStatus',
      label: 'Representative told',
      type: 'select',
      index: true,
      options: NOTICE_STATES.map((state) => ({ label: state.label, value: state.value })),
      admin: { position: 'sidebar', description: 'Empty for leads from before lead notices.' },
    },
    { name: 'noticeSentTo', label: 'Told', type: 'text', admin: { position: 'sidebar' } },
    { name: 'noticeSentAt', label: 'Told at', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
