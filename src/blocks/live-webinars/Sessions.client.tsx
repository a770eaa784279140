'use client'

import { useEffect, useState, type ReactNode } from 'react'

/** The longest delay a browser timer takes (about 24 days); a later moment is reached in steps. */
const MAX_TIMER_MS = 2 ** 31 - 1

/**
 * The time now, kept current at each of `moments`: null in the server's HTML and until the script runs (so the page
 * hydrates as rendered), then the browser's clock, updated when the next moment passes and when the tab is shown again.
 */
function useNow(moments: number[]): number | null {
  const [now, setNow] = useState<number | null>(null)
  const key = moments.join(',')
  useEffect(() => {
    const times = key ? key.split(',').map(Number) : []
    let timer: number | undefined
    const tick = () => {
      window.clearTimeout(timer)
      const current = Date.now()
      setNow(current)
      const next = Math.min(...times.filter((time) => time > current))
      if (Number.isFinite(next)) timer = window.setTimeout(tick, Math.min(next - current, MAX_TIMER_MS))
    }
    const onShow = () => {
      if (document.visibilityState === 'visible') tick()
    }
    tick()
    document.addEventListener('visibilitychange', onShow)
    return () => {
      window.clearTimeout(timer)
      document.removeEventListener('visibilitychange', onShow)
    }
  }, [key])
  return now
}

/** Something listed until `hideAt` (milliseconds since 1970). */
export type Timed<T> = T & { hideAt: number }

const remaining = <T,>(items: Timed<T>[], now: number | null) => (now === null ? items : items.filter((item) => now < item.hideAt))

/** Shows `children` until `hideAt`, then `after` (nothing by default). */
export function Until({ hideAt, children, after = null }: { hideAt: number; children: ReactNode; after?: ReactNode }) {
  const now = useNow([hideAt])
  return <>{now !== null && now >= hideAt ? after : children}</>
}

/** A webinar's next session ("Next Session: …") and whether more follow, as sessions pass their hour. */
export function NextSession({ sessions, label, moreLabel, className }: { sessions: Timed<{ text: string; startTime: string }>[]; label: string; moreLabel: string; className?: string }) {
  const now = useNow(sessions.map((session) => session.hideAt))
  const [next, ...more] = remaining(sessions, now)
  if (!next) return null
  return (
    <div className={className}>
      <p>
        <strong>{label}</strong> <time dateTime={next.startTime}>{next.text}</time>
      </p>
      {more.length ? <p>{moreLabel}</p> : null}
    </div>
  )
}

/** The sessions still to come, each as the server rendered it, as they pass their hour. */
export function SessionList({ sessions, className }: { sessions: Timed<{ key: string; content: ReactNode }>[]; className?: string }) {
  const now = useNow(sessions.map((session) => session.hideAt))
  return (
    <ul className={className}>
      {remaining(sessions, now).map((session) => (
        <li key={session.key}>{session.content}</li>
      ))}
    </ul>
  )
}
