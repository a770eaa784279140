import type { MetadataRoute } from 'next'

import { getSiteGlobals } from '@/server/content'
import { env } from '@/server/env.server'
import { CRAWL_DISALLOWED, siteOrigin } from '@/lib/seo'

// The sitemap address follows the search-site domain in the site settings.
export const dynamic = 'force-dynamic'

export default async function robots(): Promise<MetadataRoute.Robots> {
  const { settings } = await getSiteGlobals()
  const origin = siteOrigin(settings.searchSiteDomain, env.SITE_URL)
  return { rules: [{ userAgent: '*', allow: '/', disallow: [...CRAWL_DISALLOWED] }], sitemap: `${origin}/sitemap.xml` }
}
