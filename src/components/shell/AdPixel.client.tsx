'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { adPixelActive, installPixelQueue, pixelCommands } from '@/lib/ad-pixel'

/** Pixel ids already initialised in this document (the pixel's script, once loaded, lives as long as the document). */
const initialised = new Set<string>()

/**
 * The advertising pixel on classroom-kits routes: on each one it initialises the pixel (once) and records a page
 * view, through the provider's global queue function, defined before the script is added so calls wait for it.
 * The script is added while the visitor is on a classroom-kits route and removed elsewhere.
 * Without a pixel id nothing is initialised and the script is not loaded at all: it could record nothing for us
 * and would only tell a third party about the visit.
 */
export function AdPixel({ src, pixelId }: { src: string; pixelId: string | null | undefined }) {
  const pathname = usePathname()
  const active = Boolean(pixelId) && adPixelActive(pathname)
  const previousPathname = useRef<string | null>(null)

  useEffect(() => {
    const commands = pixelCommands({
      pixelId,
      pathname,
      previousPathname: previousPathname.current,
      initialised: Boolean(pixelId && initialised.has(pixelId)),
    })
    previousPathname.current = pathname
    if (!pixelId || commands.length === 0) return
    const pixel = installPixelQueue(window)
    for (const command of commands) pixel(...command)
    initialised.add(pixelId)
  }, [pathname, pixelId])

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
