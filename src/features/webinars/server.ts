import 'server-only'

import { getSiteGlobals } from '@/server/content'
import { calendarFileName, isSessionId, sessionCalendar } from './calendar'
import { findUpcomingSession } from './data'

export const SESSION_NOT_FOUND = 'This session is not scheduled, or it has already taken place.'

/** GET /api/webinars/calendar/<session id>: the session as an .ics file while it is listed, else 404. */
export async function calendarResponse(sessionId: string): Promise<Response> {
  const found = isSessionId(sessionId) ? await findUpcomingSession(sessionId) : null
  if (!found) return Response.json({ error: SESSION_NOT_FOUND }, { status: 404, headers: { 'cache-control': 'no-store' } })
  const { webinar, session } = found
  const { settings } = await getSiteGlobals()
  const body = sessionCalendar(webinar, { ...session, id: sessionId }, settings.siteName)
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${calendarFileName(webinar.title)}"`,
      'cache-control': 'public, max-age=300',
    },
  })
}
