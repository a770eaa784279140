'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { adPixelActive } from '../../lib/adPixel'

/** Adds the advertising pixel script while the visitor is on a classroom-kits route and removes it elsewhere. */
export function AdPixel({ src }: { src: string }) {
  const active = adPixelActive(usePathname())
  useEffect(() => {
    if (!active) return
    const script = document.createElement('script')
    script.id = 'ad-pixel'
    script.async = true
    script.src = src
    document.head.appendChild(script)
    return () => script.remove()
  }, [active, src])
  return null
}
