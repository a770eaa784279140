'use client'

import { ArrowUp } from 'lucide-react'
import { useEffect, useState } from 'react'

import { scrollToElement } from '@/lib/scroll'
import styles from './Shell.module.css'

/** 'Return to top' control: hidden at scroll position 0, shown once the visitor scrolls. */
export function ReturnToTop() {
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
      <ArrowUp aria-hidden="true" focusable="false" size={20} />
      <span>Return to top</span>
    </button>
  )
}
