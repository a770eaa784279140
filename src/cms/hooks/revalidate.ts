import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'
import { revalidatePath, revalidateTag } from 'next/cache'

import { collectionTag, documentTag, globalTag, pageRouteTag } from '@/lib/cache-tags'
import { revalidateTagsNow } from '@/page-cache-handler.mjs'
import { env } from '@/server/env'
import { publishedRoutesChanged, publishedRoutesTag } from '@/server/published-routes'
import { retryRevalidation } from '@/server/revalidation-retries'
import { normalizeRoute } from '@/lib/paths'

export type RevalidateRequest = { tags?: string[]; routes?: string[]; type?: 'layout' }

export const REVALIDATE_ENDPOINT = '/next/revalidate'

/**
 * Expires cached data by tag and cached pages by route, in the request that made the change, before its answer:
 * whoever made the change sees it on their next request.
 */
export async function revalidateNow({ tags = [], routes = [], type }: RevalidateRequest) {
  const distinctTags = [...new Set(tags)]
  // Expire at once: the next visitor gets the edited content, not a stale copy refreshed in the background.
  for (const tag of distinctTags) revalidateTag(tag, { expire: 0 })
  for (const route of new Set(routes)) revalidatePath(route, type)
  // Next applies these only while the answer is sent; this process's caches apply the tags now and forget the pages
  // sent in the last second (routes included).
  await revalidateTagsNow(distinctTags, { expire: 0 })
}

/**
 * Clears Next's caches for a change. A change made outside a web request (scheduled publishing runs in a
 * background job, scripts use the CMS directly) asks the running server to do it, and again later when the server
 * cannot be reached; seeding and migrations, with no server, skip it.
 */
async function clear(req: PayloadRequest, change: RevalidateRequest) {
  if (req.context?.disableRevalidate || !(change.tags?.length || change.routes?.length)) return
  const what = [...(change.tags ?? []), ...(change.routes ?? [])].join(', ')
  try {
    // Only a change made through the CMS API is sure to be inside a live web request. A background job's timer keeps
    // the context of the request that started the CMS, where a revalidation would be recorded and never applied.
    if (req.payloadAPI === 'local') throw new Error('not in a web request')
    await revalidateNow(change)
  } catch {
    const askServer = async () => {
      const response = await fetch(`${env.SITE_URL}${REVALIDATE_ENDPOINT}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-revalidate-secret': env.REVALIDATE_SECRET },
        body: JSON.stringify(change),
      })
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
    }
    try {
      await askServer()
    } catch (error) {
      // Not lost: tried again in the background, and reported by health until it is applied.
      retryRevalidation(what, askServer, error, { info: (message) => req.payload.logger.info(message), warn: (message) => req.payload.logger.warn(message) })
      return
    }
  }
  req.payload.logger.info(`Revalidated ${what}${change.type ? ' (layout)' : ''}`)
}

type Doc = { id: number | string; _status?: 'draft' | 'published' | null }

/** Drafts (autosave included) change nothing visitors see; publishing, unpublishing and plain saves do. */
const visibleChange = (doc: Pick<Doc, '_status'>, previousDoc?: Pick<Doc, '_status'>) => doc._status !== 'draft' || previousDoc?._status === 'published'

/**
 * The one hook factory for cached data: any change to a document of `slug` (save, publish, unpublish, delete,
 * scheduled publish) expires the collection's tag and the document's tag, plus whatever `extra` names.
 */
export function revalidateCollection<T extends Doc>(
  slug: string,
  extra?: (doc: T, previousDoc: T | undefined, req: PayloadRequest) => RevalidateRequest | Promise<RevalidateRequest>,
) {
  const changeFor = async (req: PayloadRequest, doc: T, previousDoc?: T): Promise<RevalidateRequest> => {
    const more = (await extra?.(doc, previousDoc, req)) ?? {}
    return { ...more, tags: [collectionTag(slug), documentTag(slug, doc.id), ...(more.tags ?? [])] }
  }
  const afterChange: CollectionAfterChangeHook<T> = async ({ doc, previousDoc, req }) => {
    if (visibleChange(doc, previousDoc)) await clear(req, await changeFor(req, doc, previousDoc))
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook<T> = async ({ doc, req }) => {
    await clear(req, await changeFor(req, doc))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

type PageLike = Doc & { path?: string | null }

/**
 * A page is also cached under its address: publishing, unpublishing or moving it clears the old and new one. Other
 * pages are cleared only when the set of published addresses changed, since each of them reads that set.
 */
export const revalidatePages = revalidateCollection<PageLike>('pages', async (doc, previousDoc, req) => {
  const routes = [doc.path, previousDoc?.path].filter((path): path is string => Boolean(path)).map(normalizeRoute)
  const tags = routes.map(pageRouteTag)
  if (!req.context?.disableRevalidate && (await publishedRoutesChanged(req))) tags.push(publishedRoutesTag)
  return { tags, routes }
})

/** Globals and themes appear on every page. */
export const revalidateGlobal: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  await clear(req, { tags: [globalTag(global.slug)], routes: ['/'], type: 'layout' })
  return doc
}

/**
 * A global only some sections read (the price table): publishing or unpublishing it expires its tag, so the pages
 * that read it render again; saving a draft changes nothing visitors see.
 */
export const revalidateGlobalData: GlobalAfterChangeHook = async ({ global, doc, previousDoc, req }) => {
  if (visibleChange(doc, previousDoc)) await clear(req, { tags: [globalTag(global.slug)] })
  return doc
}
