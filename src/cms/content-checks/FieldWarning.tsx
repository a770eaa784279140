'use client'

import { sentence, useCheckItems } from './check-store'
import styles from './ContentChecks.module.css'

/** Under a marked field: what the content checks found in it, in words (the summary announces the count). */
export function FieldWarning({ path }: { path?: string }) {
  const items = useCheckItems().filter((item) => item.path === path)
  if (!path || !items.length) return null
  const blocking = items.some((item) => item.blocking)
  return (
    <div className={[styles.warning, blocking ? styles.blocking : ''].join(' ')} data-check-path={path}>
      {items.map((item) => (
        <p key={item.check}>
          <strong>{item.blocking ? 'Stops publishing: ' : 'Check: '}</strong>
          {sentence(item.problem)}
        </p>
      ))}
    </div>
  )
}
