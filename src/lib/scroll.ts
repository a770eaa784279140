export const SMOOTH_SCROLL_MS = 1000
export const HASH_POLL_INTERVAL_MS = 100
export const HASH_POLL_TIMEOUT_MS = 1000

/** Ease-in-out position between `from` and `to` at `elapsed` of `duration` milliseconds. */
export function easedPosition(from: number, to: number, elapsed: number, duration: number): number {
  if (duration <= 0 || elapsed >= duration) return to
  const t = Math.max(0, elapsed) / duration
  const eased = t < 0.5 ? 2 * t * t : 1 - Math.pow(-2 * t + 2, 2) / 2
  return from + (to - from) * eased
}

export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true

/** Scrolls the window to the element over `duration` ms, or at once when the visitor asks for reduced motion. */
export function scrollToElement(element: Element, duration = SMOOTH_SCROLL_MS): void {
  const to = element.getBoundingClientRect().top + window.scrollY
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, to)
    return
  }
  const from = window.scrollY
  const start = performance.now()
  const step = (now: number) => {
    const elapsed = now - start
    window.scrollTo(0, easedPosition(from, to, elapsed, duration))
    if (elapsed < duration) requestAnimationFrame(step)
  }
  requestAnimationFrame(step)
}

/** The element a hash names: the anchored section (`<name>-scroll`) or an element with that very id. */
export function findHashTarget(hash: string, doc: Document = document): HTMLElement | null {
  const name = decodeURIComponent(hash.replace(/^#/, ''))
  if (!name) return null
  return doc.getElementById(`${name}-scroll`) ?? doc.getElementById(name)
}

/**
 * Looks for an element every `interval` ms until it appears or `timeout` ms pass, then calls `found` once.
 * Returns a function that stops looking.
 */
export function pollForElement(
  lookup: () => Element | null,
  found: (element: Element) => void,
  interval = HASH_POLL_INTERVAL_MS,
  timeout = HASH_POLL_TIMEOUT_MS,
): () => void {
  let waited = 0
  const timer = setInterval(() => {
    const element = lookup()
    waited += interval
    if (element) {
      clearInterval(timer)
      found(element)
    } else if (waited >= timeout) {
      clearInterval(timer)
    }
  }, interval)
  return () => clearInterval(timer)
}
