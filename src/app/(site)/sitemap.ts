import type { MetadataRoute } from 'next'

import { getPublishedPageList, getSiteGlobals } from '@/server/content'
import { env } from '@/server/env.server'
import { normalizeRoute } from '@/lib/paths'
import { absolute, isIndexable, siteOrigin } from '@/lib/seo'

// Built on each request from cached reads, which a publish, unpublish or settings change expires.
export const dynamic = 'force-dynamic'

/** Every published page that may appear in search results, on the site's public address. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [pages, { settings }] = await Promise.all([getPublishedPageList(), getSiteGlobals()])
  const origin = siteOrigin(settings.searchSiteDomain, env.SITE_URL)
  return pages
    .filter(isIndexable)
    .map((page) => ({ url: absolute(origin, normalizeRoute(page.path)), lastModified: page.updatedAt }))
}
