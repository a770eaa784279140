/**
 * Telling the sales team about a new lead (routing.ts decides who): a job of the `leads` queue, queued when the
 * submission is stored, mails the representatives of the lead's territory, or the fallback address, once. A
 * notice already sent or being sent in this process is not sent again; on PostgreSQL only the elected runner sends.
 * A mail that fails (the mail service down) fails the job, which the queue runs again later.
 */
import type { Payload } from 'payload'

import { MAX_TERRITORIES } from '@/features/territories/collection'
import { leadNotice, leadRegion, noticeRoute, territoryHolding } from '../routing'
import { oncePerSubmission, updateSubmission } from './delivery'

/** The global where editors set who hears about leads outside every territory. */
export const LEAD_NOTICES = 'leadNotices'

/** More representatives than one territory will ever have. */
const MAX_REPRESENTATIVES = 100

export type NoticeOutcome = 'sent' | 'no one' | 'done already' | 'under way' | 'missing'

type NoticeOptions = { siteUrl: string; now?: () => Date; stillRunner?: () => void }

/** Tells the lead's representatives once; a notice this process is sending already is left to that run. */
export const sendNotice: (payload: Payload, submissionId: string, options: NoticeOptions) => Promise<NoticeOutcome> = oncePerSubmission(
  (payload: Payload, submissionId: string, options: NoticeOptions) => notify(payload, submissionId, options),
)

async function notify(payload: Payload, submissionId: string, { siteUrl, now = () => new Date(), stillRunner = () => {} }: NoticeOptions): Promise<NoticeOutcome> {
  const doc = await payload
    .findByID({ collection: 'lead-submissions', id: submissionId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!doc) return 'missing'
  if (doc.noticeStatus !== 'pending') return 'done already'

  const region = leadRegion(doc.country, doc.stateCode)
  // The territories are few: read them all, as the map does.
  const territories = region ? (await payload.find({ collection: 'territories', depth: 0, limit: MAX_TERRITORIES, pagination: false, overrideAccess: true })).docs : []
  const territory = territoryHolding(region, territories)
  const representatives = territory
    ? (await payload.find({ collection: 'representatives', where: { territory: { equals: territory.id } }, depth: 0, limit: MAX_REPRESENTATIVES, pagination: false, overrideAccess: true }))
        .docs
    : []
  const settings = await payload.findGlobal({ slug: LEAD_NOTICES, depth: 0, overrideAccess: true })
  const route = noticeRoute(region, territories, representatives, settings.fallbackEmail)
  const record = (data: { noticeStatus: 'sent' | 'no-one'; noticeSentTo?: string; noticeSentAt?: string }) =>
    updateSubmission(payload, doc.id, { territory: route.territory?.id ?? null, ...data })

  if (!route.to.length) {
    await record({ noticeStatus: 'no-one' })
    return 'no one'
  }
  // A runner that lost its lock sends nothing: its successor runs this job again.
  stillRunner()
  // One message id per lead: should a crash between sending and recording send it again, mail programs show one.
  const host = new URL(siteUrl).hostname
  await payload.sendEmail({ ...leadNotice(doc, route, siteUrl), messageId: `<lead-${doc.id}-notice@${host}>` })
  await record({ noticeStatus: 'sent', noticeSentTo: route.to.join(', '), noticeSentAt: now().toISOString() })
  return 'sent'
}
