import 'server-only'

import { collectionTag } from '@/lib/cache-tags'
import { cachedRead, payloadClient } from '@/server/content'
import type { Webinar } from '@/payload-types'
import { upcomingWebinars } from './sessions'
import { ALL_TOPICS } from './topics'

/** Re-read at least this often, so a page rendered again drops the sessions that passed their hour without an edit. */
const RECHECK_SECONDS = 60

/** More live webinars than a school year holds. */
const MAX_WEBINARS = 200

const allWebinars = cachedRead(
  'webinars',
  () => [collectionTag('webinars')],
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'webinars', depth: 0, limit: MAX_WEBINARS, pagination: false, sort: 'title' })
    return docs
  },
  { revalidate: RECHECK_SECONDS },
)

/** The webinars of `topic` (or all) with a session left now, each with its remaining sessions, soonest first. */
export async function getUpcomingWebinars(topic: string, now = Date.now()) {
  const webinars = (await allWebinars()).filter((webinar) => topic === ALL_TOPICS || webinar.topic === topic)
  return upcomingWebinars<NonNullable<Webinar['sessions']>[number], Webinar>(webinars, now)
}

/** A session still listed now, with its webinar: what a calendar entry is made from. */
export async function findUpcomingSession(sessionId: string, now = Date.now()) {
  for (const webinar of await getUpcomingWebinars(ALL_TOPICS, now)) {
    const session = webinar.sessions.find((candidate) => candidate.id === sessionId)
    if (session) return { webinar, session }
  }
  return null
}
