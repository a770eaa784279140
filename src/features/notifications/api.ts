import 'server-only'

import type { CurrentNotifications, PublicNotification } from '@/lib/notifications'
import type { Notification } from '@/payload-types'
import { getCurrentNotifications } from './data'

/**
 * Browsers and CDNs may keep the answer for 30 s: the header asks on every page view, and the count is still right
 * within half a minute of a notification's window opening or closing, or of an editor's change.
 */
const CURRENT_CACHE_CONTROL = 'public, max-age=30, s-maxage=30'

export const NOTIFICATIONS_UNAVAILABLE = 'Notifications are unavailable right now. Please try again.'

/** Only what the notifications page shows: no editor fields (active, created, updated). */
export const publicNotification = (notification: Notification): PublicNotification => ({
  id: notification.id,
  heading: notification.pageHeader,
  description: notification.pageDescription,
  postedDate: notification.postedDate ?? null,
  startDate: notification.startDate,
  endDate: notification.endDate,
})

/** GET /api/notifications/current: the notifications shown at `now`, newest first (see README.md). */
export async function answerCurrentNotifications(now = new Date()): Promise<Response> {
  try {
    const notifications = (await getCurrentNotifications(now)).map(publicNotification)
    const body: CurrentNotifications = { notifications, count: notifications.length }
    return Response.json(body, { headers: { 'cache-control': CURRENT_CACHE_CONTROL } })
  } catch (error) {
    console.error(`Current notifications failed: ${(error as Error).message}`)
    return Response.json({ error: NOTIFICATIONS_UNAVAILABLE }, { status: 503, headers: { 'cache-control': 'no-store' } })
  }
}
