import type { Payload, PayloadRequest } from 'payload'

import { normalizeRoute } from '@/lib/paths'
import { readPublishedPages } from '@/server/published-routes'
import type { SiteFacts } from './types'

const all = { depth: 0, limit: 0, pagination: false } as const

/** What the content checks need to know about the site: published pages, redirects, library files, alt texts. */
export async function readSiteFacts(payload: Payload, req?: PayloadRequest): Promise<SiteFacts> {
  const [pages, redirects, documents, media] = await Promise.all([
    readPublishedPages(payload, req),
    payload.collections.redirects ? payload.find({ collection: 'redirects', select: { from: true }, ...all, req }) : { docs: [] },
    payload.find({ collection: 'documents', select: { filename: true, url: true }, ...all, req }),
    payload.find({ collection: 'media', select: { alt: true, filename: true, url: true }, ...all, req }),
  ])
  const files = [
    ...documents.docs.flatMap((doc) => (doc.filename ? [`/files/${doc.filename}`, `/api/documents/file/${doc.filename}`] : [])),
    ...media.docs.flatMap((doc) => (doc.filename ? [`/api/media/file/${doc.filename}`] : [])),
    ...[...documents.docs, ...media.docs].flatMap((doc) => (doc.url ? [doc.url] : [])),
  ]
  return {
    publishedPaths: pages.map((doc) => normalizeRoute(doc.path)),
    publishedPageIds: pages.map((doc) => String(doc.id)),
    redirectPaths: redirects.docs.map((doc) => normalizeRoute((doc as { from?: string | null }).from)),
    fileAddresses: files.map((file) => file.toLowerCase()),
    mediaAlt: Object.fromEntries(media.docs.map((doc) => [String(doc.id), doc.alt ?? ''])),
  }
}
