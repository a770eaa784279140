import config from '@payload-config'
import { getPayload } from 'payload'

import { requeueOverdue } from '@/features/leads/server/delivery'

export async function startBackgroundWork(): Promise<void> {
  try {
    const payload = await getPayload({ config, cron: true })
    const requeued = await requeueOverdue(payload)
    if (requeued > 0) payload.logger.info(`Queued ${requeued} overdue form submission deliveries again`)
  } catch (error) {
    // The site still serves; the jobs start with the first request that reaches the CMS.
    console.error('Background work could not start', error)
  }
}
