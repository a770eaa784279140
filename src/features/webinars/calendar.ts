import { createEvent } from 'ics'

import { markdownPlainText } from '@/lib/markdown'

export type CalendarSession = { id: string; startTime: string; lengthMinutes: number; linkUrl: string }
export type CalendarWebinar = { title: string; description?: string | null }

/** A session id as the CMS makes them (24 hex digits), checked before any database read. */
export const isSessionId = (value: string) => /^[0-9a-f]{24}$/.test(value)

/** The file name offered for a session's calendar entry. */
export const calendarFileName = (title: string) => `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'webinar'}.ics`

/**
 * One session as an iCalendar event: start and end in UTC, so any calendar shows it at the right time in its own zone;
 * the registration page as its address and in its description.
 */
export function sessionCalendar(webinar: CalendarWebinar, session: CalendarSession, siteName: string): string {
  const description = [webinar.description ? markdownPlainText(webinar.description) : '', `Register: ${session.linkUrl}`].filter(Boolean).join('\n\n')
  const { error, value } = createEvent({
    uid: `webinar-session-${session.id}@${siteName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    productId: `${siteName}//Live webinars`,
    title: webinar.title,
    description,
    url: session.linkUrl,
    location: session.linkUrl,
    start: Date.parse(session.startTime),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: session.lengthMinutes },
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  })
  if (error || !value) throw error ?? new Error('The calendar entry could not be made.')
  return value
}
