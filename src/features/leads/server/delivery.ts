/**
 * Durable delivery of interest-form submissions (no lead is ever lost): a valid submission is stored first, then a
 * job of the `leads` queue sends it to the provider. When the provider cannot take it now (down, slow, 429, 5xx),
 * the job records the attempt and queues the next one after a growing delay, for as long as it takes. Each
 * submission is stored once (its key is unique), and the provider call is an upsert by email, so running a job
 * twice never makes a second contact.
 */
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'

import type { LeadSubmission } from '@/payload-types'
import { consentIntent } from '../consent'
import { contactPayload } from '../contact'
import type { LeadProvider } from '../providers/types'
import type { InterestForm, InterestFormKind } from '../validation'

export const LEADS_QUEUE = 'leads'
export const DELIVER_TASK = 'deliverLead'
/** The job telling the lead's representatives (server/notice.ts). */
export const NOTICE_TASK = 'noticeLead'
/** The job deleting a person's contact at the provider (server/erase.ts). */
export const ERASE_TASK = 'eraseContact'

const FIRST_RETRY_MS = 2_000
const GROWTH = 1.6
const LONGEST_WAIT_MS = 15 * 60_000

/**
 * Wait before attempt `attempts + 1`: 2 s growing 1.6 times per failed attempt up to 15 minutes, never sooner than
 * the provider's Retry-After, spread by ±20 % so a backlog does not retry in one burst. An attempt makes two or three
 * calls, so a provider failing a third of its calls fails about half the attempts: the gentle growth keeps a run of
 * failures from pushing a lead hours away, while a long outage costs one attempt per lead every 15 minutes.
 */
export function retryDelayMs(attempts: number, retryAfterMs = 0, random = Math.random): number {
  const backoff = Math.min(FIRST_RETRY_MS * GROWTH ** Math.max(0, attempts - 1), LONGEST_WAIT_MS)
  const spread = backoff * (0.8 + 0.4 * random())
  return Math.round(Math.max(spread, retryAfterMs))
}

/** One key per form, email and submission id: the same submission sent twice is stored once. */
export const submissionKey = (kind: InterestFormKind, email: string, submissionId: string) =>
  createHash('sha256').update(`${kind}\n${email.trim().toLowerCase()}\n${submissionId}`).digest('hex')

export type NewSubmission = { kind: InterestFormKind; form: InterestForm; route: 'create' | 'update'; submissionId: string }

/**
 * Stores the submission (or finds the one already stored under its key) and queues its delivery. Resolves with the
 * delivery job's id, or null when the submission was already stored before (its job exists already).
 */
export async function storeSubmission(payload: Payload, submission: NewSubmission): Promise<{ jobId: string | number | null }> {
  const key = submissionKey(submission.kind, submission.form.email, submission.submissionId)
  if (await findByKey(payload, key)) return { jobId: null }
  const { form } = submission
  let stored: LeadSubmission
  try {
    stored = await payload.create({
      collection: 'lead-submissions',
      overrideAccess: true,
      data: {
        submissionKey: key,
        form: submission.kind,
        route: submission.route,
        // Addresses are compared without case: stored in lower case, the lookup finds them with an index.
        email: form.email.toLowerCase(),
        firstName: form.firstName,
        lastName: form.lastName,
        jobTitle: form.title,
        phone: form.phone,
        organization: form.orgName,
        country: form.country,
        stateCode: form.state_code,
        inResearch: form.inResearch,
        sendUpdates: form.sendUpdates,
        campaignId: form.campaignId,
        deliveryStatus: 'pending',
        attempts: 0,
        noticeStatus: 'pending',
      },
    })
  } catch (error) {
    // The same submission arrived twice at once: the other request stored it and queued its job.
    if (await findByKey(payload, key)) return { jobId: null }
    throw error
  }
  const job = await queueDelivery(payload, stored.id)
  await queueNotice(payload, stored.id)
  return { jobId: job.id }
}

export const queueNotice = (payload: Payload, submissionId: number | string) =>
  payload.jobs.queue({ task: NOTICE_TASK, queue: LEADS_QUEUE, input: { submissionId: String(submissionId) } })

/** Queues the deletion of the contact of `email` at the provider. */
export const queueErase = (payload: Payload, email: string) => payload.jobs.queue({ task: ERASE_TASK, queue: LEADS_QUEUE, input: { email } })

export const queueDelivery = (payload: Payload, submissionId: number | string, waitUntil?: Date) =>
  payload.jobs.queue({ task: DELIVER_TASK, queue: LEADS_QUEUE, input: { submissionId: String(submissionId) }, waitUntil })

/**
 * Writes only these fields of a stored submission. A lead's delivery and its notice run at the same time, and the
 * CMS's update writes back the whole document as it read it, which would undo the other's change.
 */
export const updateSubmission = async (payload: Payload, id: number | string, data: Partial<LeadSubmission>): Promise<void> => {
  await payload.db.updateOne({ collection: 'lead-submissions', id, data, returning: false })
}

const findByKey = async (payload: Payload, key: string) =>
  (await payload.find({ collection: 'lead-submissions', where: { submissionKey: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, pagination: false }))
    .docs[0] ?? null

/** The interest form as it was stored. */
export const storedForm = (doc: LeadSubmission): InterestForm => ({
  inResearch: Boolean(doc.inResearch),
  sendUpdates: Boolean(doc.sendUpdates),
  firstName: doc.firstName,
  lastName: doc.lastName,
  title: doc.jobTitle,
  email: doc.email,
  phone: doc.phone,
  orgName: doc.organization,
  country: doc.country,
  state_code: doc.stateCode ?? '',
  campaignId: doc.campaignId,
})

export type DeliveryOutcome = 'delivered' | 'rejected' | 'retry' | 'done already' | 'under way' | 'missing'

type DeliveryOptions = { provider: LeadProvider; listId: string; now?: () => Date; stillRunner?: () => void }

/**
 * Runs `work` unless this process is already running it for the same submission ('under way'): the CMS can start
 * the same job twice at once (the run asked right after the submission and the queue's regular run).
 */
export function oncePerSubmission<Args extends unknown[], T>(work: (payload: Payload, submissionId: string, ...rest: Args) => Promise<T>) {
  const running = new Set<string>()
  return async (payload: Payload, submissionId: string, ...rest: Args): Promise<T | 'under way'> => {
    if (running.has(submissionId)) return 'under way'
    running.add(submissionId)
    try {
      return await work(payload, submissionId, ...rest)
    } finally {
      running.delete(submissionId)
    }
  }
}

/**
 * One delivery attempt of a stored submission. A retry outcome has already queued the next attempt (queued before
 * the attempt is recorded, so a crash between the two writes loses nothing). A submission already being delivered in
 * this process is left to that attempt: the owner would get two confirmation mails.
 */
export const deliverSubmission: (payload: Payload, submissionId: string, options: DeliveryOptions) => Promise<DeliveryOutcome> = oncePerSubmission(
  (payload: Payload, submissionId: string, options: DeliveryOptions) => attemptDelivery(payload, submissionId, options),
)

async function attemptDelivery(
  payload: Payload,
  submissionId: string,
  { provider, listId, now = () => new Date(), stillRunner = () => {} }: DeliveryOptions,
): Promise<DeliveryOutcome> {
  const doc = await payload
    .findByID({ collection: 'lead-submissions', id: submissionId, depth: 0, overrideAccess: true, disableErrors: true })
    .catch(() => null)
  if (!doc) return 'missing'
  if (doc.deliveryStatus !== 'pending') return 'done already'

  // A runner that lost its lock (frozen, cut off) sends nothing: its successor runs this job again. An answer it
  // already has is still recorded (the provider keeps one contact per address, so a repeat changes nothing).
  stillRunner()
  const result = await provider.upsert(contactPayload(storedForm(doc), listId), consentIntent(doc.form, Boolean(doc.sendUpdates)))
  const attempts = (doc.attempts ?? 0) + 1
  const update = (data: Partial<LeadSubmission>) => updateSubmission(payload, doc.id, { attempts, ...data })

  if (result.status === 'rejected') {
    await update({ deliveryStatus: 'rejected', lastError: result.reason, nextAttemptAt: null })
    return 'rejected'
  }
  if (result.status === 'retry') {
    // The next attempt is its successor's once this runner lost its lock: it runs this job again.
    stillRunner()
    const next = new Date(now().getTime() + retryDelayMs(attempts, result.retryAfterMs))
    await queueDelivery(payload, doc.id, next)
    await update({ lastError: result.reason, nextAttemptAt: next.toISOString() })
    return 'retry'
  }
  // Its owner had their data deleted while the provider was writing it: the contact written goes too.
  if (!(await payload.count({ collection: 'lead-submissions', where: { id: { equals: doc.id } }, overrideAccess: true })).totalDocs) {
    await queueErase(payload, doc.email)
    return 'missing'
  }
  await update({ deliveryStatus: 'delivered', deliveredAt: now().toISOString(), contactId: result.contactId, lastError: null, nextAttemptAt: null })
  return 'delivered'
}

/**
 * Queues delivery again for pending submissions whose next attempt is overdue by more than `graceMs` (or that never
 * got one), and the notice of leads older than that whose representatives were not told yet: a job lost with a
 * crashed process is replaced. Runs when the CMS starts (`requeueOnStart`); an extra job
 * is harmless.
 */
export async function requeueOverdue(payload: Payload, { graceMs = 5 * 60_000, now = () => new Date() } = {}): Promise<number> {
  const before = new Date(now().getTime() - graceMs).toISOString()
  const { docs } = await payload.find({
    collection: 'lead-submissions',
    where: {
      and: [
        { deliveryStatus: { equals: 'pending' } },
        { or: [{ nextAttemptAt: { less_than: before } }, { and: [{ nextAttemptAt: { exists: false } }, { createdAt: { less_than: before } }] }] },
      ],
    },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  for (const doc of docs) await queueDelivery(payload, doc.id)
  // Notices whose job was lost with a crashed process, or gave up while the mail service was down.
  const { docs: untold } = await payload.find({
    collection: 'lead-submissions',
    where: { and: [{ noticeStatus: { equals: 'pending' } }, { createdAt: { less_than: before } }] },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
    pagination: false,
  })
  for (const doc of untold) await queueNotice(payload, doc.id)
  return docs.length + untold.length
}

/** The CMS's onInit: queues overdue deliveries again, never failing the start (not during a build). */
export async function requeueOnStart(payload: Payload): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  try {
    const requeued = await requeueOverdue(payload)
    if (requeued > 0) payload.logger.info(`Queued ${requeued} overdue form submission deliveries or lead notices again`)
  } catch (error) {
    payload.logger.warn({ err: error, msg: 'Overdue form submission deliveries could not be queued again' })
  }
}
