import { Bell } from 'lucide-react'
import NextLink from 'next/link'

import { NOTIFICATIONS_PAGE_PATH } from '@/lib/notifications'
import { linksWithAddress } from '@/lib/page-links'
import type { Header as HeaderData } from '@/payload-types'
import { LinkButton } from '@/components/Button'
import { Link } from '@/components/Link'
import { AccountBar } from './AccountBar.client'
import { Logo } from './Logo'
import { MenuToggle } from './MenuToggle.client'
import { NotificationsIndicator } from './NotificationsIndicator.client'
import styles from './Shell.module.css'

const isCurrent = (url: string, route: string) => url === route || (url !== '/' && route.startsWith(`${url}/`))

/**
 * Site header: the account bar above (log in, or the user's name and log out), then the logo, main menu with the
 * current route marked, optional button, and the notifications bell beside it.
 */
export function Header({ header, route, siteName, appId }: { header: HeaderData; route: string; siteName: string; appId: number }) {
  const items = linksWithAddress(header.navigation)
  return (
    <header className={styles.header} data-app-id={appId}>
      <div className={styles.accountBar}>
        <div role="group" aria-label="Account" className={styles.accountInner}>
          <AccountBar />
        </div>
      </div>
      <div className={styles.headerInner}>
        <NextLink href="/" className={styles.brand} aria-label={`${siteName} home`}>
          <Logo />
          <span aria-hidden="true">{siteName}</span>
        </NextLink>
        <nav aria-label="Main" className={styles.nav}>
          <MenuToggle>
            <ul className={styles.navList}>
              {items.map((item) => (
                <li key={item.id ?? item.url}>
                  <Link href={item.url} aria-current={isCurrent(item.url, route) ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
              {header.ctaLabel && header.ctaUrl ? (
                <li>
                  <LinkButton text={header.ctaLabel} url={header.ctaUrl} className={styles.cta} />
                </li>
              ) : null}
            </ul>
          </MenuToggle>
          <NotificationsIndicator icon={<Bell aria-hidden="true" focusable="false" size={22} />} current={route === NOTIFICATIONS_PAGE_PATH} />
        </nav>
      </div>
    </header>
  )
}
