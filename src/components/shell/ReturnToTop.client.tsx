'use client'

import { useEffect, useState, type ReactNode } from 'react'

import { scrollToElement } from '@/lib/scroll'
import styles from './Shell.module.css'

/**
 * 'Return to top' control: hidden at scroll position 0, shown once the visitor scrolls. The icon comes rendered from
 * the server, so the icon library stays out of the script every page loads.
 */
export function ReturnToTop({ icon }: { icon: ReactNode }) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const update = () => setVisible(window.scrollY > 0)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

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
      <span>Return to top</span>
    </button>
  )
}
