import type { Metadata } from 'next'

import { Link } from '@/components/Link'
import { PageShell } from '@/components/shell/PageShell'
import { getDefaultTheme, getSiteGlobals } from '@/server/content'

export const metadata: Metadata = { title: 'Page not found', robots: { index: false } }

export default async function NotFound() {
  const [{ header, footer, settings }, theme] = await Promise.all([getSiteGlobals(), getDefaultTheme()])
  return (
    <PageShell
      route=""
      theme={theme}
      header={header}
      footer={footer}
      settings={settings}
      fullWidth={false}
      main={
        <section className="page-title">
          <p className="heading-6">Error 404</p>
          <h1>We can’t find that page</h1>
          <p>The page may have moved, or the address may have a typo. These places are a good start:</p>
          <ul>
            <li><Link href="/">Home</Link></li>
            <li><Link href="/elementary-school-curriculum/digital-program">Elementary digital program</Link></li>
            <li><Link href="/search">Search the site</Link></li>
            <li><Link href="/contact">Contact us</Link></li>
          </ul>
        </section>
      }
    />
  )
}
