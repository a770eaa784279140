import type { Metadata } from 'next'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'

import { MainColumn, RenderSections } from '@/blocks/RenderSections'
import { PageShell } from '@/components/shell/PageShell'
import { PreviewNotice } from '@/components/shell/PreviewNotice'
import { RefreshOnSave } from '@/components/shell/RefreshOnSave.client'
import { getDefaultTheme, getPage, getSiteGlobals } from '@/lib/content'
import { env } from '@/lib/env.server'
import { segmentsToRoute } from '@/lib/paths'
import { pageMetadata } from '@/lib/seo'
import type { Theme } from '@/payload-types'

type Props = { params: Promise<{ path?: string[] }> }

// Pages render on their first request and are then served from Next's cache until a publish revalidates them.
export const dynamicParams = true
export async function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const route = segmentsToRoute((await params).path)
  const { isEnabled: draft } = await draftMode()
  const page = await getPage(route, draft)
  return { route, draft, page }
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

export default async function CmsPage({ params }: Props) {
  const { route, draft, page } = await load(params)
  if (!page) notFound()
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
