'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { findHashTarget, pollForElement, scrollToElement } from '@/lib/scroll'

function focusSection(element: Element) {
  if (!(element instanceof HTMLElement)) return
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

/**
 * '#name' links scroll smoothly (1000 ms) to the section anchored 'name'; a page opened with a hash
 * scrolls smoothly (1000 ms) to that element once it appears (checked every 100 ms for up to 1000 ms).
 */
export function ScrollBehaviors() {
  const pathname = usePathname()

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
      const link = (event.target as Element | null)?.closest?.('a[href^="#"]')
      const hash = link?.getAttribute('href')
      if (!hash || hash === '#') return
      const target = findHashTarget(hash)
      if (!target) return
      event.preventDefault()
      history.pushState(null, '', hash)
      scrollToElement(target)
      focusSection(target)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  useEffect(() => {
    if (!window.location.hash) return
    const hash = window.location.hash
    return pollForElement(
      () => findHashTarget(hash),
      // Once, smoothly over the same 1000 ms as a '#name' link.
      (element) => scrollToElement(element),
    )
  }, [pathname])

  return null
}
