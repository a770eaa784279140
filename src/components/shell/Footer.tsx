import type { Footer as FooterData } from '@/payload-types'
import { linksWithAddress } from '@/lib/page-links'
import { Link } from '@/components/Link'
import { PrivacyChoice } from './PrivacyChoice.client'
import styles from './Shell.module.css'

type Domains = FooterData['domains']

/** Replaces a leading {publicSite}, {store}, {app}, {dnn}, {identity} or {support} with the configured domain. */
export function withDomain(url: string, domains: Domains): string {
  return url.replace(/^\{(\w+)\}/, (match, key: string) => {
    const domain = (domains as Record<string, string | undefined>)[key]
    return domain ? domain.replace(/\/+$/, '') : match
  })
}

export function Footer({ footer, siteName }: { footer: FooterData; siteName: string }) {
  const year = new Date().getFullYear()
  const { domains } = footer
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerColumns}>
          {(footer.columns ?? []).map((column) => (
            <nav key={column.id ?? column.heading} aria-label={column.heading} className={styles.footerColumn}>
              <h2 className="heading-6">{column.heading}</h2>
              <ul>
                {linksWithAddress(column.links).map((link) => (
                  <li key={link.id ?? link.url}>
                    <Link href={withDomain(link.url, domains)}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          <nav aria-label={`${siteName} sites`} className={styles.footerColumn}>
            <h2 className="heading-6">Our sites</h2>
            <ul>
              <li><Link href={domains.app}>Sign in to the program app</Link></li>
              <li><Link href={domains.store}>Store</Link></li>
              <li><Link href={domains.support}>Support</Link></li>
            </ul>
          </nav>
        </div>
        <PrivacyChoice />
        <p className={styles.copyright}>
          © <time dateTime={String(year)}>{year}</time> {footer.copyright}
        </p>
      </div>
    </footer>
  )
}
