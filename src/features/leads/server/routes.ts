// The lead endpoints wired to this server: the CMS, the settings and Next's after-the-answer work.
import 'server-only'

import { after } from 'next/server'

import { clientAddress } from '@/server/request-address'
import { payloadClient } from '@/server/content'
import { env } from '@/server/env.server'
import { runsJobsOnRequest } from '@/server/job-runner'
import { createSharedRateLimiter } from '@/server/rate-limit'
import { storeSubmission } from './delivery'
import { leadEndpoints } from './handlers'

export const leadRoutes = leadEndpoints({
  secret: env.PAYLOAD_SECRET,
  allowedOrigins: env.leadOrigins,
  limiter: createSharedRateLimiter({ name: 'leads', limit: env.LEAD_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }),
  clientAddress,
  store: async (submission) => storeSubmission(await payloadClient(), submission),
  deliverSoon: (jobId) =>
    after(async () => {
      const payload = await payloadClient()
      // With several instances only the elected runner runs jobs: its next poll of the queue (2 s) sends it.
      if (!runsJobsOnRequest(payload)) return
      // A failure here is not lost: the job stays queued and the queue's regular run picks it up.
      await payload.jobs.runByID({ id: jobId, silent: { info: true } }).catch((error: unknown) => payload.logger.error({ err: error, msg: 'Lead delivery run failed' }))
    }),
  log: (message, details) => console.error(message, details),
})
