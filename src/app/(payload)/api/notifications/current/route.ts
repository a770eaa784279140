import { answerCurrentNotifications } from '@/features/notifications/api'

// Decides on every request which notifications are in force (the records come from the tagged data cache).
export const dynamic = 'force-dynamic'

/**
 * GET (and HEAD) /api/notifications/current: `{ notifications, count }` of the notifications shown now, kept by
 * browsers and CDNs for 30 s. This address wins over the CMS's /api/notifications/:id; other methods get 405.
 * See src/features/notifications/README.md.
 */
export async function GET() {
  return answerCurrentNotifications()
}
