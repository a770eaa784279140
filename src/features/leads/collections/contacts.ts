import type { CollectionConfig } from 'payload'

import { signedIn } from '@/cms/access'
import { CONSENT_STATES } from '../consent'

/**
 * The local lead provider's contacts (LEAD_PROVIDER=local, the default): one per email, created or updated by the
 * delivery job exactly as the email-marketing provider would, so the demo works with no account.
 */
export const Contacts: CollectionConfig = {
  slug: 'contacts',
  labels: { singular: 'Contact', plural: 'Contacts' },
  access: { read: signedIn, create: () => false, update: () => false, delete: () => false },
  admin: {
    useAsTitle: 'email',
    group: 'Leads',
    defaultColumns: ['email', 'firstName', 'lastName', 'companyName', 'consent', 'updatedAt'],
    description: 'Contacts kept by the site itself while no email-marketing account is connected (lead provider "local").',
  },
  defaultSort: '-updatedAt',
  fields: [
    { name: 'email', type: 'text', required: true, unique: true, index: true, admin: { description: 'Lower case.' } },
    { name: 'firstName', label: 'First name', type: 'text' },
    { name: 'lastName', label: 'Last name', type: 'text' },
    { name: 'jobTitle', label: 'Job title', type: 'text' },
    { name: 'workPhone', label: 'Work phone', type: 'text' },
    { name: 'companyName', label: 'Organization', type: 'text' },
    { name: 'addresses', type: 'json', admin: { description: 'Addresses as the provider keeps them.' } },
    { name: 'lists', type: 'json', admin: { description: 'List ids the contact belongs to.' } },
    { name: 'customFields', label: 'Custom fields', type: 'json' },
    {
      name: 'consent',
      label: 'Consent to updates',
      type: 'select',
      required: true,
      defaultValue: 'no',
      index: true,
      options: CONSENT_STATES,
      admin: {
        position: 'sidebar',
        description:
          'Marketing email: "Pending confirmation" until the owner of the address follows the link in the mail the site sent; an unticked box or the unsubscribe link sets "No".',
      },
    },
  ],
}
