import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import type { CollectionHooks } from '@/features/types'
import { normalizeRoute } from '@/lib/paths'

type PageDoc = { id: number | string; path?: string | null; _status?: 'draft' | 'published' | null }

const publishedPathKey = (id: number | string) => `redirects:published-path:${id}`

/**
 * Before a page is published: the address visitors reach it at now, if it is live. Drafts never change the live
 * version, so it is read as published (a page never published, or unpublished, has none).
 */
const rememberPublishedPath: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  const id = (originalDoc as PageDoc | undefined)?.id
  if (operation !== 'update' || data._status !== 'published' || id == null) return data
  const live = (await req.payload.findByID({ collection: 'pages', id, draft: false, depth: 0, overrideAccess: true, req, disableErrors: true })) as PageDoc | null
  if (live?._status === 'published' && live.path) req.context[publishedPathKey(id)] = normalizeRoute(live.path)
  return data
}

/**
 * Sends the old address of a moved page to the new one: the redirect from the old address is created or pointed
 * anew, redirects that led to the old address lead to the new one, and a redirect from the new address (left by an
 * earlier move the other way) is removed, so moving a page back and forth never makes a loop.
 */
export async function redirectMovedPage(req: PayloadRequest, from: string, to: string) {
  const { payload } = req
  await payload.delete({ collection: 'redirects', where: { from: { equals: to } }, req })
  await payload.update({ collection: 'redirects', where: { to: { equals: from } }, data: { to }, req })
  const { docs } = await payload.find({ collection: 'redirects', where: { from: { equals: from } }, limit: 1, depth: 0, req })
  if (docs[0]) await payload.update({ collection: 'redirects', id: docs[0].id, data: { to, type: '301' }, req })
  else await payload.create({ collection: 'redirects', data: { from, to, type: '301' }, req })
}

const redirectOldAddress: CollectionAfterChangeHook = async ({ doc, req }) => {
  const page = doc as PageDoc
  const key = publishedPathKey(page.id)
  const from = req.context[key]
  delete req.context[key]
  if (page._status !== 'published' || typeof from !== 'string' || !page.path) return doc
  const to = normalizeRoute(page.path)
  if (to === from) return doc
  try {
    await redirectMovedPage(req, from, to)
  } catch (error) {
    // The page is published all the same; the editor can add the redirect by hand.
    req.payload.logger.error(`Could not add a redirect from ${from} to ${to}: ${(error as Error).message}`)
  }
  return doc
}

/** Hooks on pages: publishing a page at a new address redirects its old one. */
export const pageMoveHooks: CollectionHooks = { beforeChange: [rememberPublishedPath], afterChange: [redirectOldAddress] }
