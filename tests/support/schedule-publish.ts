/**
 * `payload run tests/support/schedule-publish.ts` with SCHEDULE_PAGE (a page id) and SCHEDULE_AT (a time): queues
 * the page's publication at that time, as the admin's "Schedule publish" does. This process runs no jobs.
 */
import config from '@payload-config'
import { getPayload } from 'payload'

const payload = await getPayload({ config })
await payload.jobs.queue({
  task: 'schedulePublish',
  input: { type: 'publish', doc: { relationTo: 'pages', value: Number(process.env.SCHEDULE_PAGE) } },
  waitUntil: new Date(String(process.env.SCHEDULE_AT)),
})
process.exit(0)
