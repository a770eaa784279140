import { ArrowUp } from 'lucide-react'
import type { CSSProperties, ReactNode } from 'react'

import { env } from '@/server/env.server'
import { jsonLdScript, siteOrigin, siteStructuredData } from '@/lib/seo'
import { themeVariables } from '@/lib/theme'
import type { Footer as FooterData, Header as HeaderData, Page, SiteSetting, Theme } from '@/payload-types'
import { Footer } from './Footer'
import { Header } from './Header'
import { ReturnToTop } from './ReturnToTop.client'
import { ReviewBar } from './ReviewBar'
import styles from './Shell.module.css'

type Props = {
  /** The CMS page shown; absent on the 404 page. */
  page?: Pick<Page, 'id' | 'title' | 'selaFont' | 'space'>
  route: string
  theme: Theme | null
  header: HeaderData
  footer: FooterData
  settings: SiteSetting
  fullWidth: boolean
  main: ReactNode
  right?: ReactNode
}

/** Structured data (organisation and website), header, themed content area (#content), optional grey second column, footer and the review bar. */
export function PageShell({ page, route, theme, header, footer, settings, fullWidth, main, right }: Props) {
  const style = themeVariables(theme, Boolean(page?.selaFont)) as CSSProperties
  return (
    <div className={[styles.shell, fullWidth ? 'full-width' : ''].join(' ')} style={style}>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(siteStructuredData({ origin: siteOrigin(settings.searchSiteDomain, env.SITE_URL), siteName: settings.siteName })),
        }}
      />
      <a className="skip-link" href="#content">
        Skip to content
      </a>
      {env.isProduction || !page ? null : <ReviewBar id={page.id} space={page.space || settings.space || ''} title={page.title} />}
      <Header header={header} route={route} siteName={settings.siteName} appId={settings.hostingAppId} />
      <main id="content" tabIndex={-1} className={styles.content}>
        {right ? (
          <div className={styles.twoColumns}>
            <div className={styles.mainColumn}>{main}</div>
            <div className={styles.greyColumn}>{right}</div>
          </div>
        ) : (
          main
        )}
      </main>
      <Footer footer={footer} siteName={settings.siteName} />
      <ReturnToTop icon={<ArrowUp aria-hidden="true" focusable="false" size={20} />} />
    </div>
  )
}
