import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { revalidatePath } from 'next/cache'

import { env } from '../../lib/env'
import { normalizeRoute } from '../../lib/paths'

export type RevalidateRequest = { routes: string[]; type?: 'layout' }

export const REVALIDATE_ENDPOINT = '/next/revalidate'

/** Clears Next's cache for the given routes, in the request that made the change. */
export function revalidateRoutes({ routes, type }: RevalidateRequest) {
  for (const route of new Set(routes)) revalidatePath(route, type)
}

/**
 * Clears Next's cache for the given routes. A change made outside a web request (scheduled publishing runs in
 * a background job) asks the running server to do it; seeding and migrations, with no server, skip it.
 */
async function clear(req: PayloadRequest, change: RevalidateRequest) {
  if (req.context?.disableRevalidate || !change.routes.length) return
  try {
    revalidateRoutes(change)
  } catch {
    try {
      const response = await fetch(`${env.SITE_URL}${REVALIDATE_ENDPOINT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.PAYLOAD_SECRET },
        body: JSON.stringify(change),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
    } catch (error) {
      req.payload.logger.warn(`Could not revalidate ${change.routes.join(', ')}: ${(error as Error).message}`)
      return
    }
  }
  req.payload.logger.info(`Revalidated ${change.routes.join(', ')}${change.type ? ' (layout)' : ''}`)
}

type PageLike = { id: number | string; path?: string | null; _status?: 'draft' | 'published' | null }

/** Publishing, unpublishing or moving a page clears the routes it was and is served at. */
export const revalidatePage: CollectionAfterChangeHook<PageLike> = async ({ doc, previousDoc, req }) => {
  const routes: string[] = []
  if (doc._status === 'published') routes.push(normalizeRoute(doc.path))
  if (previousDoc?._status === 'published' && (doc._status !== 'published' || previousDoc.path !== doc.path)) {
    routes.push(normalizeRoute(previousDoc.path))
  }
  await clear(req, { routes })
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook<PageLike> = async ({ doc, req }) => {
  await clear(req, { routes: [normalizeRoute(doc.path)] })
  return doc
}

/** Globals and themes appear on every page. */
export const revalidateEverything = async ({ req, doc }: { req: PayloadRequest; doc: unknown }) => {
  await clear(req, { routes: ['/'], type: 'layout' })
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = revalidateEverything
