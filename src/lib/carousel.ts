/**
 * The carousels' behaviour: one source for their timings, the options
 * of each variant, the slide arithmetic and the words screen readers hear. Pure, shared by the client island and tests.
 */

/** The looping carousel's transition. */
export const LOOPING_TRANSITION_MS = 531
/** The video carousel's transition. */
export const VIDEO_TRANSITION_MS = 1000
/** Width of each thumbnail under the image carousel. */
export const THUMB_WIDTH_PX = 183

export type CarouselVariant = 'image' | 'looping' | 'video'

export type CarouselOptions = {
  /** After the last slide comes the first again (and before the first, the last). */
  loop: boolean
  /** Transition length; null keeps the carousel library's default glide. */
  transitionMs: number | null
  /** A row of thumbnails under the slides, each selecting its slide. */
  thumbnails: boolean
  /** A visible "Slide 2 of 5" line (it is always announced to screen readers). */
  status: boolean
  /** Changing slide turns autoplay on: once the visitor has started a video, the next active slide plays at once. */
  autoplayOnChange: boolean
}

export const carouselOptions: Record<CarouselVariant, CarouselOptions> = {
  image: { loop: false, transitionMs: null, thumbnails: true, status: true, autoplayOnChange: false },
  looping: { loop: true, transitionMs: LOOPING_TRANSITION_MS, thumbnails: false, status: false, autoplayOnChange: false },
  video: { loop: false, transitionMs: VIDEO_TRANSITION_MS, thumbnails: false, status: false, autoplayOnChange: true },
}

/** The name of a slide, and what is announced when it becomes active: "Slide 2 of 5" (index from 0). */
export const slideLabel = (index: number, count: number) => `Slide ${index + 1} of ${count}`

/** The name of the thumbnail that shows a slide. */
export const thumbnailLabel = (index: number, count: number) => `Show slide ${index + 1} of ${count}`

/** The slide after `index`: the first again after the last when looping, else it stays on the last. */
export const nextIndex = (index: number, count: number, loop: boolean) =>
  index + 1 < count ? index + 1 : loop ? 0 : Math.max(count - 1, 0)

/** The slide before `index`: the last again before the first when looping, else it stays on the first. */
export const previousIndex = (index: number, count: number, loop: boolean) => (index > 0 ? index - 1 : loop ? Math.max(count - 1, 0) : 0)

/** The carousel library steps its glide 60 times a second with this friction (embla-carousel 8). */
const FRAME_MS = 1000 / 60
const LIBRARY_FRICTION = 0.68

/**
 * How long the library's glide takes with a given `duration` setting (a unitless stiffness, not milliseconds): the time
 * until 99% of the distance is covered, by stepping its integrator exactly as it does.
 */
export function glideMs(duration: number): number {
  let distance = 1
  let velocity = 0
  let frames = 0
  while (Math.abs(distance) > 0.01 && frames < 10_000) {
    velocity = (velocity + distance / duration) * LIBRARY_FRICTION
    distance -= velocity
    frames += 1
  }
  return frames * FRAME_MS
}

/** The library's own default glide setting (about 0.7 s). */
export const LIBRARY_DEFAULT_DURATION = 25

/**
 * The library's `duration` setting whose glide lasts closest to `ms`; 0 (an instant jump) when the visitor prefers
 * reduced motion. Null keeps the library's default.
 */
export function libraryDuration(ms: number | null, reducedMotion: boolean): number {
  if (reducedMotion) return 0
  if (ms === null) return LIBRARY_DEFAULT_DURATION
  let best = 1
  for (let duration = 1; duration <= 200; duration += 1) {
    if (Math.abs(glideMs(duration) - ms) < Math.abs(glideMs(best) - ms)) best = duration
  }
  return best
}
