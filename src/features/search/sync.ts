import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { SEARCH_INDEX } from './collection'
import { type IndexablePage, searchDocument } from './extract'

const rowsOf = (req: PayloadRequest, pageId: string) =>
  req.payload.find({ collection: SEARCH_INDEX, where: { pageId: { equals: pageId } }, limit: 1, depth: 0, overrideAccess: true, req })

/** Writes the page's row when it is published and findable, removes it otherwise. */
async function syncPage(req: PayloadRequest, page: IndexablePage) {
  const pageId = String(page.id)
  const document = searchDocument(page)
  const { docs } = await rowsOf(req, pageId)
  const existing = docs[0]
  if (!document) {
    if (existing) await req.payload.delete({ collection: SEARCH_INDEX, id: existing.id, overrideAccess: true, req })
    return
  }
  if (!existing) {
    await req.payload.create({ collection: SEARCH_INDEX, data: document, overrideAccess: true, req })
    return
  }
  // An unchanged row is not written again: autosaved drafts would otherwise make every server rebuild its index.
  const unchanged = existing.path === document.path && existing.title === document.title && (existing.text ?? '') === document.text
  if (!unchanged) await req.payload.update({ collection: SEARCH_INDEX, id: existing.id, data: document, overrideAccess: true, req })
}

/**
 * A saved page: the version visitors see decides, read back at depth 0 (relations as ids, never their titles).
 * Publishing writes that version's row; saving a draft of a published page leaves the published version live, so
 * its row stays; an unpublished or never-published page loses its row.
 */
export const indexPageAfterChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  const page = doc as IndexablePage
  const live = await req.payload
    .findByID({ collection: 'pages', id: page.id, draft: false, depth: 0, overrideAccess: true, req, disableErrors: true })
    .catch(() => null)
  await syncPage(req, (live as IndexablePage | null) ?? { ...page, _status: 'draft' })
  return doc
}

/** A deleted page leaves search at once. */
export const removePageAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await req.payload.delete({ collection: SEARCH_INDEX, where: { pageId: { equals: String(doc.id) } }, overrideAccess: true, req })
  return doc
}

export const searchIndexHooks = { afterChange: [indexPageAfterChange], afterDelete: [removePageAfterDelete] }
