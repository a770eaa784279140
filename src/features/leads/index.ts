import type { Feature } from '@/features/types'
import { Contacts } from './collections/contacts'
import { LeadSubmissions } from './collections/submissions'
import { ProviderTokens } from './collections/tokens'
import { deliverLeadTask } from './server/task'

/**
 * Lead capture: interest-form submissions kept in the CMS and delivered to the email-marketing provider by a job
 * (server/delivery.ts); the endpoints are src/app/(payload)/api/constant-contact/.
 */
export const leads: Feature = {
  name: 'leads',
  collections: [LeadSubmissions, Contacts, ProviderTokens],
  tasks: [deliverLeadTask],
}
