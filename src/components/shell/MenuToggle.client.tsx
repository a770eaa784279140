'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

import { up } from '@/lib/breakpoints'
import { useInteractive } from '@/components/use-interactive'
import styles from './Shell.module.css'

/**
 * Folds the menu behind the Menu button on a wide screen too when its links do not fit one line beside the logo
 * (`data-folded` on the nav): the header never grows a second row of links. The links stay on one line, clipped,
 * until this runs, so the header's height never changes.
 */
function foldWhenTooLong(list: HTMLElement) {
  const nav = list.closest('nav')
  const frame = nav?.parentElement
  const links = list.firstElementChild
  if (!nav || !frame || !(links instanceof HTMLElement)) return () => {}
  const wide = window.matchMedia(up('desktop'))
  const check = () => {
    // Unfolded and measured in one go: the browser paints nothing in between.
    nav.removeAttribute('data-folded')
    if (wide.matches && links.scrollWidth > links.clientWidth + 1) nav.setAttribute('data-folded', '')
  }
  check()
  const observer = new ResizeObserver(check)
  observer.observe(frame)
  window.addEventListener('resize', check)
  return () => {
    observer.disconnect()
    window.removeEventListener('resize', check)
  }
}

/** On small screens the main menu folds behind a 'Menu' button; on wide screens the list is shown when it fits. */
export function MenuToggle({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const interactive = useInteractive()
  const list = useRef<HTMLDivElement>(null)
  useEffect(() => (list.current && typeof ResizeObserver !== 'undefined' ? foldWhenTooLong(list.current) : undefined), [])
  return (
    <>
      <button
        type="button"
        className={styles.menuToggle}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        disabled={!interactive}
      >
        Menu
      </button>
      {/* Following a link closes the menu. */}
      <div
        ref={list}
        id={id}
        className={open ? styles.menuOpen : styles.menuClosed}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false)
        }}
      >
        {children}
      </div>
    </>
  )
}
