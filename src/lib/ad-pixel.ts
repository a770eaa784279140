/** The advertising pixel runs only on the classroom-kits pages. */
export const AD_PIXEL_PATH = 'elementary-school-curriculum/classroom-kits'

export const adPixelActive = (pathname: string | null | undefined) => Boolean(pathname?.includes(AD_PIXEL_PATH))

/** The calls the site makes to the pixel: start it with our pixel id, then one page view per classroom-kits route. */
export type PixelCommand = [command: 'init', pixelId: string] | [command: 'track', event: 'PageView']

/**
 * The provider's global queue function, shaped like Meta's `fbq` base snippet: until the script arrives, calls are
 * kept in `queue`; the script then replays the queue and sets `callMethod`, which takes every later call directly.
 */
export type PixelQueue = {
  (...command: PixelCommand): void
  queue: PixelCommand[]
  push: (...command: PixelCommand) => void
  callMethod?: (...command: PixelCommand) => void
  loaded: boolean
  version: string
}

declare global {
  interface Window {
    fbq?: PixelQueue
    _fbq?: PixelQueue
  }
}

export type PixelHost = Pick<Window, 'fbq' | '_fbq'>

/** Defines the global queue function (once: an existing one, the script's own included, is kept). */
export function installPixelQueue(host: PixelHost): PixelQueue {
  if (host.fbq) return host.fbq
  const pixel: PixelQueue = Object.assign(
    (...command: PixelCommand) => {
      if (pixel.callMethod) pixel.callMethod(...command)
      else pixel.queue.push(command)
    },
    { queue: [] as PixelCommand[], loaded: true, version: '2.0' },
    { push: (...command: PixelCommand) => pixel(...command) },
  )
  host.fbq = pixel
  host._fbq ??= pixel
  return pixel
}

/**
 * What to send to the pixel when the route changes from `previousPathname` to `pathname`: a page view for each
 * classroom-kits route arrived at (a re-render on the same route sends nothing), preceded once by `init`.
 * Without a pixel id nothing is sent.
 */
export function pixelCommands({
  pixelId,
  pathname,
  previousPathname,
  initialised,
}: {
  pixelId: string | null | undefined
  pathname: string | null
  previousPathname: string | null
  initialised: boolean
}): PixelCommand[] {
  if (!pixelId || !adPixelActive(pathname) || pathname === previousPathname) return []
  const pageView: PixelCommand = ['track', 'PageView']
  return initialised ? [pageView] : [['init', pixelId], pageView]
}
