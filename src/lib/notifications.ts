/**
 * The answer of GET /api/notifications/current, shared by the route (src/features/notifications) and the header's
 * indicator (src/components/shell), so both sides agree on it.
 */
export const CURRENT_NOTIFICATIONS_PATH = '/api/notifications/current'

/** The page that lists them (seeded with the notifications list block). */
export const NOTIFICATIONS_PAGE_PATH = '/notifications'

/** A notification as a visitor sees it; dates are ISO 8601 instants. */
export type PublicNotification = {
  id: number
  heading: string
  /** Markdown, as the editor wrote it. */
  description: string
  postedDate: string | null
  startDate: string
  endDate: string
}

export type CurrentNotifications = { notifications: PublicNotification[]; count: number }

/** The count in an answer, or null when the answer is not one. */
export function currentCountOf(body: unknown): number | null {
  const count = (body as Partial<CurrentNotifications> | null)?.count
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null
}

/** What the header's bell is called: "No current notifications", "1 notification", "2 notifications". */
export const notificationsName = (count: number) =>
  count === 0 ? 'No current notifications' : count === 1 ? '1 notification' : `${count} notifications`

/** The badge stays two digits wide at most. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count))
