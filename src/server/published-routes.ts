import { unstable_cache } from 'next/cache'
import type { Payload, PayloadRequest } from 'payload'

import { normalizeRoute } from '../lib/paths'

/**
 * The addresses of the published pages. Every page's render reads this list (an address not on it is a 404 without
 * a database read), so it carries its own tag, expired only when the set of addresses changes: a page published for
 * the first time, unpublished, moved or deleted. Publishing an edit of a page leaves the other pages cached.
 */
export const publishedRoutesTag = 'published-routes'

/** Each published page's id and address as the database has them now (inside `req`'s transaction when given). */
export async function readPublishedPages(payload: Payload, req?: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    select: { path: true },
    depth: 0,
    limit: 0,
    pagination: false,
    sort: 'path',
    req,
  })
  return docs
}

/** The list as the database has it now (inside `req`'s transaction when given). */
export async function readPublishedRoutes(payload: Payload, req?: PayloadRequest): Promise<string[]> {
  return (await readPublishedPages(payload, req)).map((doc) => normalizeRoute(doc.path)).sort()
}

/** The list as the data cache holds it (read and stored on a miss). */
export const cachedPublishedRoutes = (payload: Payload) =>
  unstable_cache(() => readPublishedRoutes(payload), ['published-routes'], { tags: [publishedRoutesTag] })()

/** Whether a change of pages changed the published addresses (when unsure, it did). */
export async function publishedRoutesChanged(req: PayloadRequest): Promise<boolean> {
  try {
    const [cached, now] = await Promise.all([cachedPublishedRoutes(req.payload), readPublishedRoutes(req.payload, req)])
    return cached.length !== now.length || cached.some((route, index) => route !== now[index])
  } catch {
    return true
  }
}
