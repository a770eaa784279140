import type { ReactNode } from 'react'

import { RenderSections } from '@/blocks/RenderSections'
import { PageShell } from '@/components/shell/PageShell'
import { PreviewNotice } from '@/components/shell/PreviewNotice'
import { RefreshOnSave } from '@/components/shell/RefreshOnSave.client'
import { getSiteGlobals } from '@/server/content'
import { env } from '@/server/env.server'
import { loadPage, pageTheme, type RouteParams } from './route-data'

/**
 * The shell around every page and around the 404 message: header, themed content area, optional second column,
 * footer. It lives in the layout so the 404 message that each page carries for client-side navigation is only that
 * message, not a second copy of the header and footer.
 */
export default async function PageLayout({ children, params }: { children: ReactNode; params: RouteParams }) {
  const [{ route, draft, page }, { header, footer, settings }] = await Promise.all([loadPage(params), getSiteGlobals()])
  const theme = await pageTheme(page)
  const fullWidthId = typeof settings.fullWidthPage === 'object' ? settings.fullWidthPage?.id : settings.fullWidthPage
  const twoColumns = page?.twoColumnLayout === 'True'
  return (
    <>
      {draft && page ? (
        <>
          <RefreshOnSave serverURL={env.SITE_URL} />
          <PreviewNotice route={route} />
        </>
      ) : null}
      <PageShell
        page={page ?? undefined}
        route={page ? route : ''}
        theme={theme}
        header={header}
        footer={footer}
        settings={settings}
        fullWidth={page ? Boolean(page.fullWidth) || fullWidthId === page.id : false}
        main={children}
        right={page && twoColumns ? <RenderSections sections={page.sectionsRight} ownsHeading={false} mainColumn={false} /> : undefined}
      />
    </>
  )
}
