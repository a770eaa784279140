'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { usePrivacyChoice } from '@/components/use-privacy-choice'
import { adPixelActive, installPixelQueue, pixelCommands } from '@/lib/ad-pixel'
import { sharingRefused } from '@/lib/privacy-choice'

/** Pixel ids already initialised in this document (the pixel's script, once loaded, lives as long as the document). */
const initialised = new Set<string>()

/**
 * The advertising pixel on classroom-kits routes: on each one it initialises the pixel (once) and records a page
 * view, through the provider's global queue function, defined before the script is added so calls wait for it.
 * The script is added while the visitor is on a classroom-kits route and removed elsewhere.
 * Without a pixel id nothing is initialised and the script is not loaded at all: it could record nothing for us
 * and would only tell a third party about the visit. The same holds while the visitor's browser sends Global Privacy
 * Control or they chose "Do not share my information" (a choice made on the page stops what follows at once).
 */
export function AdPixel({ src, pixelId: configuredId }: { src: string; pixelId: string | null | undefined }) {
  const pathname = usePathname()
  const [choice] = usePrivacyChoice()
  // Known only once the page's script runs; until then nothing is shared.
  const pixelId = choice && !sharingRefused(choice) ? configuredId : null
  const active = Boolean(pixelId) && adPixelActive(pathname)
  const previousPathname = useRef<string | null>(null)

  useEffect(() => {
    if (!pixelId) return
    const commands = pixelCommands({
      pixelId,
      pathname,
      previousPathname: previousPathname.current,
      initialised: Boolean(pixelId && initialised.has(pixelId)),
    })
    previousPathname.current = pathname
    if (commands.length === 0) return
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
