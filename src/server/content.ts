// Reads the database: importing this module from a client component fails the build.
import 'server-only'

import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cache } from 'react'

import type { Page } from '@/payload-types'
import { collectionTag, globalTag, pageRouteTag } from '../lib/cache-tags'
import { resolvePageLinks } from '../lib/page-links'
import { cachedPublishedRoutes, publishedRoutesTag } from './published-routes'

/** The CMS, with its background jobs (scheduled publishing) running in this server. */
export const payloadClient = () => getPayload({ config, cron: true })

/**
 * A read of published data, cached by Next under `tags` until a CMS hook revalidates one of them (see
 * cms/hooks/revalidate). Pages that use the result are re-rendered on their next request after that.
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: (...args: Args) => string[],
  read: (...args: Args) => Promise<Result>,
  { revalidate }: { revalidate?: number } = {},
) {
  return (...args: Args): Promise<Result> => unstable_cache(() => read(...args), [key, JSON.stringify(args)], { tags: tags(...args), revalidate })()
}

const findPage = async (route: string, draft: boolean): Promise<Page | null> => {
  const payload = await payloadClient()
  const result = await payload.find({
    collection: 'pages',
    where: { path: { equals: route } },
    draft,
    depth: 2,
    limit: 1,
    pagination: false,
    overrideAccess: draft,
  })
  // Links that chose a page take its path (visitors' reads populate published pages only).
  return result.docs[0] ? resolvePageLinks(result.docs[0]) : null
}

// Also expired when a page is published at a new address, unpublished or deleted: links to it change.
const publishedPage = cachedRead(
  'page',
  (route: string) => [pageRouteTag(route), collectionTag('media'), collectionTag('themes'), publishedRoutesTag],
  (route: string) => findPage(route, false),
)

/**
 * The page served at `route`: its latest draft in preview (never cached), otherwise its published version. An
 * address no published page has is answered from the cached list of published pages, so made-up addresses add
 * nothing to the data cache.
 */
export const getPage = cache(async (route: string, draft: boolean): Promise<Page | null> => {
  if (draft) return findPage(route, true)
  const routes = await cachedPublishedRoutes(await payloadClient())
  return routes.includes(route) ? publishedPage(route) : null
})

// Menu links that chose a page take its current path, as in pages; a page unpublished or deleted drops its link.
export const getSiteGlobals = cache(
  cachedRead(
    'site-globals',
    () => [globalTag('header'), globalTag('footer'), globalTag('siteSettings'), publishedRoutesTag],
    async () => {
      const payload = await payloadClient()
      const [header, footer, settings] = await Promise.all([
        payload.findGlobal({ slug: 'header', depth: 1, overrideAccess: false }),
        payload.findGlobal({ slug: 'footer', depth: 1, overrideAccess: false }),
        payload.findGlobal({ slug: 'siteSettings', depth: 0 }),
      ])
      return { header: resolvePageLinks(header), footer: resolvePageLinks(footer), settings }
    },
  ),
)

/** Theme for pages without their own: the first theme in the CMS. */
export const getDefaultTheme = cache(
  cachedRead(
    'default-theme',
    () => [collectionTag('themes'), collectionTag('media')],
    async () => {
      const payload = await payloadClient()
      const result = await payload.find({ collection: 'themes', depth: 1, limit: 1, sort: 'createdAt', pagination: false })
      return result.docs[0] ?? null
    },
  ),
)

/** Published pages for the sitemap: address, SEO fields and last change. Expired by any change of a published page. */
export const getPublishedPageList = cachedRead(
  'published-page-list',
  () => [collectionTag('pages')],
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'pages',
      where: { _status: { equals: 'published' } },
      select: { path: true, seo: true, seoV2: true, updatedAt: true },
      depth: 0,
      limit: 0,
      pagination: false,
      sort: 'path',
    })
    return docs.map(({ path, seo, seoV2, updatedAt }) => ({ path, seo, seoV2, updatedAt }))
  },
)
