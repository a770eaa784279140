'use client'

import { useCallback, useSyncExternalStore } from 'react'

import { DO_NOT_SHARE_KEY, PRIVACY_CHOICE_EVENT, readPrivacyChoice, type PrivacyChoice } from '@/lib/privacy-choice'

const subscribe = (onChange: () => void) => {
  window.addEventListener(PRIVACY_CHOICE_EVENT, onChange)
  // Another tab of the site changed it.
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(PRIVACY_CHOICE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

let last: PrivacyChoice | null = null
/** The choice made on this page when the browser refuses to store it (private mode). */
let unstored: boolean | null = null
/** The same object while nothing changed, as useSyncExternalStore wants. */
const snapshot = () => {
  const read = readPrivacyChoice(window)
  const now = unstored === null ? read : { ...read, chosen: unstored }
  if (!last || last.gpc !== now.gpc || last.chosen !== now.chosen) last = now
  return last
}
/** On the server, and until the page's script runs: nothing known, so nothing is shared either (see AdPixel). */
const UNKNOWN: PrivacyChoice | null = null

/** The visitor's privacy choice (null before the page's script has run) and a way to change the site's own one. */
export function usePrivacyChoice(): [PrivacyChoice | null, (refuse: boolean) => void] {
  const choice = useSyncExternalStore(subscribe, snapshot, () => UNKNOWN)
  const choose = useCallback((refuse: boolean) => {
    try {
      if (refuse) window.localStorage.setItem(DO_NOT_SHARE_KEY, '1')
      else window.localStorage.removeItem(DO_NOT_SHARE_KEY)
      unstored = null
    } catch {
      // Storage refused (private mode): the choice holds until the page is left.
      unstored = refuse
    }
    window.dispatchEvent(new Event(PRIVACY_CHOICE_EVENT))
  }, [])
  return [choice, choose]
}
