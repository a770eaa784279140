'use client'

import NextLink from 'next/link'
import { useEffect, useState, type ReactNode } from 'react'

import { badgeText, CURRENT_NOTIFICATIONS_PATH, currentCountOf, NOTIFICATIONS_PAGE_PATH, notificationsName } from '@/lib/notifications'
import styles from './Shell.module.css'

/** While the tab is visible, the count is asked for again this often, so a page left open stays right. */
export const REFRESH_MS = 5 * 60_000
/** Coming back to the tab asks again when the last question is older than this. */
export const STALE_MS = 60_000

/**
 * The header's bell, a link to the notifications page named by the count of current notifications ("2
 * notifications"), with the count in a badge. The server's HTML shows the quiet state (no badge, "No current
 * notifications"): the count comes from the API once the page has loaded, so published pages stay the same for
 * everyone. A failed request changes nothing. The badge is drawn over the bell, so it moves nothing. The icon comes
 * rendered from the server, so the icon library stays out of the script.
 */
export function NotificationsIndicator({ icon, current }: { icon: ReactNode; current: boolean }) {
  const [count, setCount] = useState(0)

  useEffect(() => {
    const controller = new AbortController()
    let askedAt = Number.NEGATIVE_INFINITY
    const ask = () => {
      askedAt = Date.now()
      fetch(CURRENT_NOTIFICATIONS_PATH, { signal: controller.signal })
        .then((response) => (response.ok ? response.json() : null))
        .then((body) => {
          const answered = currentCountOf(body)
          if (answered !== null) setCount(answered)
        })
        // Offline, refused, unreadable or left: the bell keeps what it shows.
        .catch(() => undefined)
    }
    const askIfStale = () => {
      if (document.visibilityState === 'visible' && Date.now() - askedAt >= STALE_MS) ask()
    }
    if (document.readyState === 'complete') ask()
    else window.addEventListener('load', ask, { once: true })
    const timer = window.setInterval(askIfStale, REFRESH_MS)
    document.addEventListener('visibilitychange', askIfStale)
    return () => {
      controller.abort()
      window.clearInterval(timer)
      window.removeEventListener('load', ask)
      document.removeEventListener('visibilitychange', askIfStale)
    }
  }, [])

  return (
    <NextLink href={NOTIFICATIONS_PAGE_PATH} className={styles.notifications} aria-current={current ? 'page' : undefined}>
      {icon}
      <span className="visually-hidden">{notificationsName(count)}</span>
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {badgeText(count)}
        </span>
      ) : null}
    </NextLink>
  )
}
