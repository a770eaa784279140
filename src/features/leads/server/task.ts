import type { PayloadRequest, TaskConfig } from 'payload'

import { env } from '@/server/env'
import { assertStillRunner } from '@/server/job-runner'
import { deliverSubmission, DELIVER_TASK, ERASE_TASK, NOTICE_TASK } from './delivery'
import { eraseAtProvider } from './erase'
import { sendNotice } from './notice'
import { leadListId, leadProvider } from './provider'

type SubmissionTask = TaskConfig<{ input: { submissionId: string }; output: { outcome: string } }>

/** A job about one stored submission, whose outcome is recorded with the job. */
const submissionTask = (
  slug: string,
  label: string,
  retries: SubmissionTask['retries'],
  run: (req: PayloadRequest, submissionId: string, stillRunner: () => void) => Promise<string>,
): SubmissionTask => ({
  slug,
  label,
  inputSchema: [{ name: 'submissionId', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries,
  handler: async ({ input, req }) => ({ output: { outcome: await run(req, input.submissionId, () => assertStillRunner(req.payload)) } }),
})

/**
 * One delivery attempt of a stored submission (delivery.ts). Provider failures are retried by the job queuing the
 * next attempt itself, for as long as it takes; Payload's retries here cover the rare error of the job itself
 * (the database busy or unreachable).
 */
export const deliverLeadTask = submissionTask(
  DELIVER_TASK,
  'Deliver a form submission to the email-marketing provider',
  { attempts: 10, backoff: { type: 'exponential', delay: 2000 } },
  (req, submissionId, stillRunner) => deliverSubmission(req.payload, submissionId, { provider: leadProvider(req.payload), listId: leadListId(), stillRunner }),
)

/**
 * Tells the lead's representatives (notice.ts). A mail that fails fails the job: it runs again after 5 s, doubling
 * up to about 3 hours apart (about 6 hours in all); a notice still untold after that is queued again at the next
 * start.
 */
export const noticeLeadTask = submissionTask(
  NOTICE_TASK,
  'Tell the representatives about a new lead',
  { attempts: 12, backoff: { type: 'exponential', delay: 5000 } },
  (req, submissionId, stillRunner) => sendNotice(req.payload, submissionId, { siteUrl: env.SITE_URL, stillRunner }),
)

/**
 * Deletes a person's contact at the provider (erase.ts). A provider that cannot answer fails the job: it runs again
 * after 10 s, doubling, for about a day.
 */
export const eraseContactTask: TaskConfig<{ input: { email: string }; output: { outcome: string } }> = {
  slug: ERASE_TASK,
  label: 'Delete a person’s contact at the email-marketing provider',
  inputSchema: [{ name: 'email', type: 'email', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: { attempts: 14, backoff: { type: 'exponential', delay: 10_000 } },
  handler: async ({ input, req }) => ({
    output: { outcome: await eraseAtProvider(req.payload, input.email, leadProvider(req.payload), () => assertStillRunner(req.payload)) },
  }),
}
