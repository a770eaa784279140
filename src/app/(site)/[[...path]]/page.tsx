import type { Metadata } from 'next'

import { MainColumn } from '@/blocks/RenderSections'
import { getSiteGlobals } from '@/server/content'
import { isBlockGallery } from '@/lib/block-gallery'
import { pageMetadata } from '@/lib/seo'
import { loadPage, pageTheme, redirectOrNotFound, type RouteParams } from './route-data'

type Props = { params: RouteParams }

// Pages render on their first request and are then served from Next's cache until a publish revalidates them.
// Sixty seconds (PAGE_FRESH_SECONDS in src/lib/cache-control.ts): how long a CDN may serve a page without asking (the
// Cache-Control `s-maxage`; `stale-while-revalidate` comes from `expireTime` in next.config.ts). Here, a request after
// that re-renders the page in the background from the cached data reads (no database work) while the cached page is served.
export const revalidate = 60
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { route, page } = await loadPage(params)
  if (!page) return { title: 'Page not found' }
  const { settings } = await getSiteGlobals()
  const theme = await pageTheme(page)
  const favicon = theme?.favicon && typeof theme.favicon === 'object' ? theme.favicon.url : null
  return {
    ...pageMetadata(page, { route, searchSiteDomain: settings.searchSiteDomain, siteName: settings.siteName }),
    ...(favicon ? { icons: { icon: favicon } } : {}),
  }
}

/** The page's main column; the layout puts the shell around it. */
export default async function CmsPage({ params }: Props) {
  const { route, page } = await loadPage(params)
  if (!page) return redirectOrNotFound(route)
  return <MainColumn title={page.title} displayTitle={Boolean(page.displayTitle)} sections={page.sections} markBlocks={isBlockGallery(route)} />
}
