'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { below } from '@/lib/breakpoints'
import { scrollToElement } from '@/lib/scroll'
import styles from './Shell.module.css'

/** Below this width the control floats over the content itself, so it shows only when the visitor heads back up. */
export const NARROW_QUERY = below('tablet')
/** How long the control stays after the visitor stopped scrolling up on a phone. */
export const SHOW_AFTER_SCROLL_UP_MS = 2500

const isField = (target: EventTarget | null) => target instanceof HTMLElement && target.matches('input, select, textarea, [contenteditable="true"]')

/**
 * 'Return to top' control: hidden at scroll position 0, and from the moment the visitor focuses a form field until
 * they scroll on. On wider screens it shows whenever the page is scrolled, in the margin beside the content. On
 * phones, where it would sit on the content (the map's territories, a form's messages), it shows only while the
 * visitor scrolls back up and a moment after, as a round button. The icon comes rendered from the server, so the icon library stays out of the page script.
 */
export function ReturnToTop({ icon }: { icon: ReactNode }) {
  const [scrolled, setScrolled] = useState(false)
  const [headingUp, setHeadingUp] = useState(false)
  const [narrow, setNarrow] = useState(false)
  const [filling, setFilling] = useState(false)

  useEffect(() => {
    const query = window.matchMedia(NARROW_QUERY)
    let last = window.scrollY
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      const y = window.scrollY
      setScrolled(y > 0)
      // Back once the visitor scrolls on from the form, never the moment the focus leaves a field: appearing then, it
      // could land under the pointer on its way to the form's own button and take the click.
      if (!isField(document.activeElement)) setFilling(false)
      if (y < last) {
        setHeadingUp(true)
        clearTimeout(timer)
        timer = setTimeout(() => setHeadingUp(false), SHOW_AFTER_SCROLL_UP_MS)
      } else if (y > last) {
        clearTimeout(timer)
        setHeadingUp(false)
      }
      last = y
    }
    const onWidth = () => setNarrow(query.matches)
    const onFocusIn = (event: FocusEvent) => {
      if (isField(event.target)) setFilling(true)
    }
    update()
    onWidth()
    window.addEventListener('scroll', update, { passive: true })
    query.addEventListener('change', onWidth)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('scroll', update)
      query.removeEventListener('change', onWidth)
      document.removeEventListener('focusin', onFocusIn)
    }
  }, [])

  const visible = scrolled && !filling && (!narrow || headingUp)
  return (
    <button
      type="button"
      className={styles.returnToTop}
      hidden={!visible}
      onClick={() => {
        const content = document.getElementById('content')
        if (!content) return
        scrollToElement(content)
        content.focus({ preventScroll: true })
      }}
    >
      {icon}
      <span className={styles.returnToTopLabel}>Return to top</span>
    </button>
  )
}
