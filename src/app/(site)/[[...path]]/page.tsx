import type { Metadata } from 'next'
import { draftMode, headers } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { cache } from 'react'

import { MainColumn, RenderSections } from '@/blocks/RenderSections'
import { PageShell } from '@/components/shell/PageShell'
import { PreviewNotice } from '@/components/shell/PreviewNotice'
import { RefreshOnSave } from '@/components/shell/RefreshOnSave.client'
import { findRedirect } from '@/features/redirects/data'
import { isPermanent } from '@/features/redirects/rules'
import { getDefaultTheme, getPage, getSiteGlobals, payloadClient } from '@/server/content'
import { env } from '@/server/env.server'
import { segmentsToRoute } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import type { Theme } from '@/payload-types'

type Props = { params: Promise<{ path?: string[] }> }

// Pages render on their first request and are then served from Next's cache until a publish revalidates them.
// Sixty seconds (PAGE_FRESH_SECONDS in src/lib/cache-control.ts): how long a CDN may serve a page without asking (the
// Cache-Control `s-maxage`; `stale-while-revalidate` comes from `expireTime` in next.config.ts). Here, a request after
// that re-renders the page in the background from the cached data reads (no database work) while the cached page is served.
export const revalidate = 60
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

/** The page for a route, read once per request (the head's metadata and the body share it). */
const loadRoute = cache(async (route: string, namesNoPage: boolean) => {
  // Drafts need both the preview cookie and a live editor session: after signing out, the published page shows.
  const { isEnabled: previewing } = await draftMode()
  const draft = previewing && Boolean((await (await payloadClient()).auth({ headers: await headers() })).user)
  const page = namesNoPage ? null : await getPage(route, draft)
  return { route, draft, page }
})

async function load(params: Props['params']) {
  const segments = (await params).path
  // A level holding a slash, backslash or control character (encoded in the address) names no page.
  return loadRoute(segmentsToRoute(segments), Boolean(segments?.some((segment) => /[\\/\u0000-\u001f\u007f]/.test(segment))))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { route, page } = await load(params)
  if (!page) return { title: 'Page not found' }
  const { settings } = await getSiteGlobals()
  const theme = typeof page.theme === 'object' && page.theme ? page.theme : await getDefaultTheme()
  const favicon = theme?.favicon && typeof theme.favicon === 'object' ? theme.favicon.url : null
  return {
    ...pageMetadata(page, { route, searchSiteDomain: settings.searchSiteDomain, siteName: settings.siteName }),
    ...(favicon ? { icons: { icon: favicon } } : {}),
  }
}

/** Where no page is published, a redirect from the CMS may send the visitor on (a page at the same address wins). */
async function redirectOrNotFound(route: string): Promise<never> {
  const found = await findRedirect(route)
  if (!found) notFound()
  return isPermanent(found.type) ? permanentRedirect(found.to) : redirect(found.to)
}

export default async function CmsPage({ params }: Props) {
  const { route, draft, page } = await load(params)
  if (!page) return redirectOrNotFound(route)
  const [{ header, footer, settings }, defaultTheme] = await Promise.all([getSiteGlobals(), getDefaultTheme()])
  const theme: Theme | null = typeof page.theme === 'object' && page.theme ? page.theme : defaultTheme
  const fullWidthId = typeof settings.fullWidthPage === 'object' ? settings.fullWidthPage?.id : settings.fullWidthPage
  const twoColumns = page.twoColumnLayout === 'True'
  const main = <MainColumn title={page.title} displayTitle={Boolean(page.displayTitle)} sections={page.sections} />
  return (
    <>
      {draft ? (
        <>
          <RefreshOnSave serverURL={env.SITE_URL} />
          <PreviewNotice route={route} />
        </>
      ) : null}
      <PageShell
        page={page}
        route={route}
        theme={theme}
        header={header}
        footer={footer}
        settings={settings}
        fullWidth={Boolean(page.fullWidth) || fullWidthId === page.id}
        main={main}
        right={twoColumns ? <RenderSections sections={page.sectionsRight} ownsHeading={false} mainColumn={false} /> : undefined}
      />
    </>
  )
}
