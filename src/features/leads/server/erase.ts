/**
 * Deleting a person's data when they ask: every form submission of their email at once, and their contact at the
 * email-marketing provider through a job of the `leads` queue, retried until the provider answers. Jobs still queued
 * for a deleted submission find nothing and end. The log names counts, ids and who asked, never the address.
 */
import { addDataAndFileToRequest, type Payload, type PayloadHandler } from 'payload'

import { isEmailAddress } from '@/lib/email'
import type { LeadProvider } from '../providers/types'
import { queueErase } from './delivery'

export const ERASE_MESSAGES = {
  signIn: 'Sign in to delete a person’s data.',
  email: 'Enter the email address whose data to delete, such as name@example.org.',
} as const

/** What the editor is told once the submissions are deleted and the provider's deletion is queued. */
export const erasedMessage = (email: string, submissions: number) =>
  `${
    submissions === 0
      ? `No form submissions of ${email} were stored.`
      : `Deleted ${submissions === 1 ? '1 form submission' : `${submissions} form submissions`} of ${email}.`
  } Their contact at the email-marketing provider is being deleted too.`

/** Deletes the submissions of `email` (lower case) and queues the deletion of its contact at the provider. */
export async function erasePerson(payload: Payload, email: string, by: string): Promise<{ submissions: number }> {
  const { docs } = await payload.delete({ collection: 'lead-submissions', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
  const job = await queueErase(payload, email)
  payload.logger.info({ by, submissions: docs.length, job: job.id }, 'A person’s data was deleted at their request; their contact at the provider follows')
  return { submissions: docs.length }
}

/**
 * Deletes the contact at the provider. A provider that cannot answer now throws, so the job runs again; one that
 * refuses is logged for the team (the address stays out of the log).
 */
export async function eraseAtProvider(payload: Payload, email: string, provider: LeadProvider, stillRunner: () => void = () => {}): Promise<string> {
  stillRunner()
  const result = await provider.erase(email)
  if (result.status === 'retry') throw new Error(`The provider could not delete the contact now: ${result.reason}`)
  if (result.status === 'rejected') {
    payload.logger.error({ reason: result.reason }, 'The provider refused to delete a contact: delete it in the provider’s own screens')
    return `refused: ${result.reason}`
  }
  const outcome = result.status === 'erased' ? `deleted contact ${result.contactId}` : 'no contact held'
  payload.logger.info({ outcome }, 'A person’s contact was deleted at the provider at their request')
  return outcome
}

const refuse = (status: number, message: string, field?: string) =>
  Response.json({ message, ...(field ? { errors: [{ field, message }] } : {}) }, { status })

/** POST /api/lead-submissions/erase `{ email }`: 200 with what was deleted; 400 or 401 with the reason. */
export const eraseEndpoint: PayloadHandler = async (req) => {
  if (!req.user) return refuse(401, ERASE_MESSAGES.signIn)
  await addDataAndFileToRequest(req).catch(() => undefined)
  const data = (req.data ?? {}) as { email?: unknown }
  const email = typeof data.email === 'string' ? data.email.trim().toLowerCase() : ''
  if (!isEmailAddress(email)) return refuse(400, ERASE_MESSAGES.email, 'email')
  const { submissions } = await erasePerson(req.payload, email, `user ${req.user.id}`)
  return Response.json({ message: erasedMessage(email, submissions), submissions })
}
