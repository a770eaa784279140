import { describe, expect, it } from 'vitest'

import {
  LIBRARY_DEFAULT_DURATION,
  LOOPING_TRANSITION_MS,
  THUMB_WIDTH_PX,
  VIDEO_TRANSITION_MS,
  carouselOptions,
  glideMs,
  libraryDuration,
  nextIndex,
  previousIndex,
  slideLabel,
  thumbnailLabel,
} from './carousel'

describe('carousel', () => {
  it('uses the product’s timings and thumbnail width', () => {
    expect([LOOPING_TRANSITION_MS, VIDEO_TRANSITION_MS, THUMB_WIDTH_PX]).toEqual([531, 1000, 183])
    expect(carouselOptions.looping).toMatchObject({ loop: true, transitionMs: 531, thumbnails: false, status: false })
    expect(carouselOptions.video).toMatchObject({ loop: false, transitionMs: 1000, thumbnails: false, status: false, autoplayOnChange: true })
    expect(carouselOptions.image).toMatchObject({ loop: false, thumbnails: true })
  })

  it('names slides and thumbnails by position', () => {
    expect(slideLabel(1, 5)).toBe('Slide 2 of 5')
    expect(thumbnailLabel(0, 3)).toBe('Show slide 1 of 3')
  })

  it('wraps from last to first only when looping', () => {
    expect(nextIndex(0, 3, false)).toBe(1)
    expect(nextIndex(2, 3, false)).toBe(2)
    expect(nextIndex(2, 3, true)).toBe(0)
    expect(previousIndex(1, 3, false)).toBe(0)
    expect(previousIndex(0, 3, false)).toBe(0)
    expect(previousIndex(0, 3, true)).toBe(2)
  })

  it('picks the glide setting that lasts the transition, within a frame or two', () => {
    for (const ms of [LOOPING_TRANSITION_MS, VIDEO_TRANSITION_MS]) {
      expect(Math.abs(glideMs(libraryDuration(ms, false)) - ms)).toBeLessThan(35)
    }
    expect(glideMs(40)).toBeGreaterThan(glideMs(25))
  })

  it('jumps without a glide for reduced motion, and keeps the default without a timing', () => {
    expect(libraryDuration(LOOPING_TRANSITION_MS, true)).toBe(0)
    expect(libraryDuration(null, true)).toBe(0)
    expect(libraryDuration(null, false)).toBe(LIBRARY_DEFAULT_DURATION)
  })
})
