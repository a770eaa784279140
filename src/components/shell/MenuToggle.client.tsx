'use client'

import { useId, useState, type ReactNode } from 'react'

import { useInteractive } from '@/components/use-interactive'
import styles from './Shell.module.css'

/** On small screens the main menu folds behind a 'Menu' button; on wide screens the list is always shown. */
export function MenuToggle({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const interactive = useInteractive()
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
