'use client'

import { useEffect, useRef, useState } from 'react'

import styles from './ScrollTable.module.css'

/** The hint's words, shown under a table only while it is wider than its box. */
export const SCROLL_HINT = 'Scroll the table sideways to see every column.'

/**
 * Says that the table just above it scrolls sideways, while it does (a phone, a narrow column): the element before
 * the hint is the scroller, measured on load and on every change of its size.
 */
export function ScrollHint() {
  const hint = useRef<HTMLParagraphElement>(null)
  const [overflowing, setOverflowing] = useState(false)

  useEffect(() => {
    const scroller = hint.current?.previousElementSibling
    if (!(scroller instanceof HTMLElement)) return
    const measure = () => setOverflowing(scroller.scrollWidth > scroller.clientWidth + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(scroller)
    return () => observer.disconnect()
  }, [])

  return (
    <p ref={hint} className={styles.hint} hidden={!overflowing}>
      {SCROLL_HINT}
    </p>
  )
}
