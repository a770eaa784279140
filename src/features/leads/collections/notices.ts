import type { GlobalConfig } from 'payload'

import { signedIn } from '@/cms/access'
import { isEmailAddress } from '@/lib/email'
import { LEAD_NOTICES } from '../server/notice'

/** Who hears about a lead that no sales territory covers (another country, a state no territory holds yet). */
export const LeadNotices: GlobalConfig = {
  slug: LEAD_NOTICES,
  label: 'Lead notices',
  access: { read: signedIn, update: signedIn },
  admin: {
    group: 'Leads',
    description:
      'Each new lead is mailed to the representatives of the territory that holds its state (Sales → Territories and Representatives). Leads from anywhere else go to the address below.',
  },
  fields: [
    {
      name: 'fallbackEmail',
      label: 'Leads outside every territory go to',
      type: 'email',
      validate: (value: unknown) => value === null || value === undefined || value === '' || (typeof value === 'string' && isEmailAddress(value)) || 'Enter an email address, such as sales@example.org.',
      admin: { description: 'A person or a shared inbox of the sales team. Leave empty and such leads are only listed under Form submissions.' },
    },
  ],
}
