import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { revalidatePath } from 'next/cache'

import { normalizeRoute } from '../../lib/paths'

/** Clears Next's cache for the given routes. Outside a running Next server (seed, migrations) there is nothing to clear. */
function clear(req: PayloadRequest, routes: string[], type?: 'layout') {
  if (req.context?.disableRevalidate) return
  for (const route of new Set(routes)) {
    try {
      revalidatePath(route, type)
      req.payload.logger.info(`Revalidated ${route}${type ? ' (layout)' : ''}`)
    } catch (error) {
      req.payload.logger.warn(`Could not revalidate ${route}: ${(error as Error).message}`)
    }
  }
}

type PageLike = { id: number | string; path?: string | null; _status?: 'draft' | 'published' | null }

/** Publishing, unpublishing or moving a page clears the routes it was and is served at. */
export const revalidatePage: CollectionAfterChangeHook<PageLike> = ({ doc, previousDoc, req }) => {
  const routes: string[] = []
  if (doc._status === 'published') routes.push(normalizeRoute(doc.path))
  if (previousDoc?._status === 'published' && (doc._status !== 'published' || previousDoc.path !== doc.path)) {
    routes.push(normalizeRoute(previousDoc.path))
  }
  clear(req, routes)
  return doc
}

export const revalidateDeletedPage: CollectionAfterDeleteHook<PageLike> = ({ doc, req }) => {
  clear(req, [normalizeRoute(doc.path)])
  return doc
}

/** Globals and themes appear on every page. */
export const revalidateEverything = ({ req, doc }: { req: PayloadRequest; doc: unknown }) => {
  clear(req, ['/'], 'layout')
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = revalidateEverything
