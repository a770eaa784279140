import 'server-only'

import { collectionTag } from '@/lib/cache-tags'
import { cachedRead, payloadClient } from '@/server/content'
import type { Notification } from '@/payload-types'
import { isShown } from './rules'

/** Re-read at least this often, so a notification appears and disappears on time without an edit. */
const RECHECK_SECONDS = 300

const activeNotifications = cachedRead(
  'notifications',
  () => [collectionTag('notifications')],
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'notifications',
      where: { active: { equals: true } },
      sort: '-startDate',
      depth: 0,
      limit: 100,
      pagination: false,
    })
    return docs
  },
  { revalidate: RECHECK_SECONDS },
)

/** The notifications to show now, newest first. */
export async function getCurrentNotifications(now = new Date()): Promise<Notification[]> {
  return (await activeNotifications()).filter((notification) => isShown(notification, now))
}
