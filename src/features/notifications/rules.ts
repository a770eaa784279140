import type { Where } from 'payload'

/** The notification rules, pure so the page, the tests and later the header share them. */
export type NotificationLike = {
  active?: boolean | null
  startDate?: string | null
  endDate?: string | null
  pageHeader?: string | null
  pageDescription?: string | null
  postedDate?: string | null
}

export const NO_NOTIFICATIONS = 'There are currently no notifications'

/** Shown only while active, between its start and end, and with both a header and a description. */
export function isShown(notification: NotificationLike, now: Date): boolean {
  const { active, startDate, endDate, pageHeader, pageDescription } = notification
  if (!active || !startDate || !endDate || !pageHeader?.trim() || !pageDescription?.trim()) return false
  const time = now.getTime()
  return new Date(startDate).getTime() <= time && time <= new Date(endDate).getTime()
}

/** The fields the page shows, the only ones visitors read through the API. */
export const PUBLIC_FIELDS = ['id', 'pageHeader', 'pageDescription', 'postedDate', 'startDate', 'endDate'] as const

export const publicFields = <T extends Record<string, unknown>>(notification: T): Partial<T> =>
  Object.fromEntries(PUBLIC_FIELDS.filter((field) => field in notification).map((field) => [field, notification[field]])) as Partial<T>

/** The rule's dates and state as a database query (blank text is left to `isShown`, which a query cannot check). */
export const shownAtWhere = (now: Date): Where => ({
  and: [{ active: { equals: true } }, { startDate: { less_than_equal: now.toISOString() } }, { endDate: { greater_than_equal: now.toISOString() } }],
})

const dateFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'America/New_York',
})

/** Long weekday, month, day and year in US English, as in "Monday, March 2, 2026". */
export const formatNotificationDate = (iso: string) => dateFormat.format(new Date(iso))
