import type { TaskConfig } from 'payload'

import { assertStillRunner } from '@/server/job-runner'
import { deliverSubmission, DELIVER_TASK } from './delivery'
import { leadListId, leadProvider } from './provider'

/**
 * One delivery attempt of a stored submission (delivery.ts). Provider failures are retried by the job queuing the
 * next attempt itself, for as long as it takes; Payload's retries here cover the rare error of the job itself
 * (the database busy or unreachable).
 */
export const deliverLeadTask: TaskConfig<{ input: { submissionId: string }; output: { outcome: string } }> = {
  slug: DELIVER_TASK,
  label: 'Deliver a form submission to the email-marketing provider',
  inputSchema: [{ name: 'submissionId', type: 'text', required: true }],
  outputSchema: [{ name: 'outcome', type: 'text', required: true }],
  retries: { attempts: 10, backoff: { type: 'exponential', delay: 2000 } },
  handler: async ({ input, req }) => {
    const options = { provider: leadProvider(req.payload), listId: leadListId(), stillRunner: () => assertStillRunner(req.payload) }
    return { output: { outcome: await deliverSubmission(req.payload, input.submissionId, options) } }
  },
}
