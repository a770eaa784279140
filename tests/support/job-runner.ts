/**
 * For the job runner's test on PostgreSQL (scripts/test-jobs.mjs), run with `payload run`:
 * - `tests/support/job-runner.ts` starts the CMS with its job schedules, as a server process does, and runs jobs
 *   whenever it is the elected runner, printing `delivery <submission id> <outcome>` after each delivery attempt;
 *   SIGTERM stops it the way the server stops.
 * - `tests/support/job-runner.ts queue N PREFIX` stores N interest-form submissions (emails PREFIX-<i>@jobs.example)
 *   with their delivery jobs, then exits.
 */
import { writeSync } from 'node:fs'

import config from '@payload-config'
import { getPayload } from 'payload'

import { DELIVER_TASK, storeSubmission } from '@/features/leads/server/delivery'
import { stopBackgroundWork } from '@/server/shutdown.mjs'

const queueAt = process.argv.indexOf('queue')

if (queueAt !== -1) {
  const total = Number(process.argv[queueAt + 1])
  const prefix = process.argv[queueAt + 2]
  const payload = await getPayload({ config })
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let index = next++; index < total; index = next++) {
        await storeSubmission(payload, {
          kind: 'first',
          route: 'create',
          submissionId: `${prefix}-${index}`,
          form: {
            inResearch: true,
            sendUpdates: false,
            firstName: 'Maya',
            lastName: 'Ortiz',
            title: 'School Counselor',
            email: `${prefix}-${index}@jobs.example`,
            phone: '555 123 4567',
            orgName: 'Lakeside Elementary',
            country: 'us',
            state_code: 'WA',
            campaignId: 'OST PublicSite',
          },
        })
      }
    }),
  )
  console.log(`queued ${total}`)
  process.exit(0)
} else {
  const payload = await getPayload({ config, cron: true })
  const task = payload.config.jobs.tasks?.find(({ slug }) => slug === DELIVER_TASK)
  if (!task || typeof task.handler !== 'function') throw new Error(`No ${DELIVER_TASK} task to watch`)
  const deliver = task.handler
  task.handler = async (args) => {
    const result = await deliver(args)
    // Written at once, so the line outlives a runner killed right after.
    writeSync(1, `delivery ${String(args.input.submissionId)} ${'output' in result ? String(result.output?.outcome) : 'failed'}\n`)
    return result
  }
  console.log('job runner process started')
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => void stopBackgroundWork({ timeoutMs: 25_000 }).then(() => process.exit(0)))
  }
  // `payload run` ends the process when the script returns: this one runs until it is stopped.
  await new Promise(() => undefined)
}
