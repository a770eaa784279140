'use client'

import { usePrivacyChoice } from '@/components/use-privacy-choice'
import styles from './Shell.module.css'

/** The visible choice advertising-pixel laws ask for: words when the browser's Global Privacy Control already says it. */
export const DO_NOT_SHARE = 'Do not share my information'
export const GPC_HONOURED = 'Your browser asks sites not to share your information (Global Privacy Control): we do not.'

/**
 * "Do not share my information" in the footer: a toggle kept in this browser. While it is on, or the browser sends
 * Global Privacy Control, no advertising pixel loads on any page. Shown once the page's script runs.
 */
export function PrivacyChoice() {
  const [choice, choose] = usePrivacyChoice()
  if (!choice) return null
  if (choice.gpc) return <p className={styles.privacyChoice}>{GPC_HONOURED}</p>
  return (
    <p className={styles.privacyChoice}>
      <button type="button" className={styles.privacyToggle} aria-pressed={choice.chosen} onClick={() => choose(!choice.chosen)}>
        {DO_NOT_SHARE}
      </button>
      <span role="status" className={styles.privacyState}>
        {choice.chosen ? 'On: your visits are not shared with advertisers.' : ''}
      </span>
    </p>
  )
}
