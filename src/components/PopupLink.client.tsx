'use client'

import type { ReactNode } from 'react'

/** The size of the window a pop-up link opens. */
export const POPUP_FEATURES = 'width=980,height=560'

/**
 * A link that opens its address in a 980 by 560 pop-up window. Without scripts (or when pop-ups are blocked) it is a
 * normal link that opens in a new tab.
 */
export function PopupLink({ href, name, label, className, children }: { href: string; name: string; label?: string; className?: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target={name}
      rel="noopener"
      aria-label={label}
      className={className}
      onClick={(event) => {
        if (window.open(href, name, POPUP_FEATURES)) event.preventDefault()
      }}
    >
      {children}
    </a>
  )
}
