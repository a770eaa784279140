import type { Feature } from '@/features/types'
import { Contacts } from './collections/contacts'
import { LeadNotices } from './collections/notices'
import { LeadSubmissions } from './collections/submissions'
import { ProviderTokens } from './collections/tokens'
import { LEADS_QUEUE, requeueOnStart } from './server/delivery'
import { deliverLeadTask, eraseContactTask, noticeLeadTask } from './server/task'

/**
 * Lead capture: interest-form submissions kept in the CMS and delivered to the email-marketing provider by a job
 * (server/delivery.ts), with a mail to the representatives of the lead's territory (server/notice.ts); the endpoints
 * are thin route files under src/app/(payload)/api/constant-contact/.
 */
export const leads: Feature = {
  name: 'leads',
  collections: [LeadSubmissions, Contacts, ProviderTokens],
  globals: [LeadNotices],
  tasks: [deliverLeadTask, noticeLeadTask, eraseContactTask],
  // Deliveries that are due go out within seconds while the server is up.
  autoRun: [{ cron: '*/2 * * * * *', queue: LEADS_QUEUE, limit: 20, silent: { info: true } }],
  // Deliveries a crashed process left behind are queued again.
  onInit: requeueOnStart,
}
