// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { easedPosition, findHashTarget, pollForElement, scrollToElement } from './scroll'

describe('easedPosition', () => {
  it('starts at the start, ends at the target, and is halfway at half time', () => {
    expect(easedPosition(0, 1000, 0, 1000)).toBe(0)
    expect(easedPosition(0, 1000, 500, 1000)).toBe(500)
    expect(easedPosition(0, 1000, 1000, 1000)).toBe(1000)
    expect(easedPosition(0, 1000, 5000, 1000)).toBe(1000)
  })
})

describe('findHashTarget', () => {
  afterEach(() => (document.body.innerHTML = ''))
  it('prefers the anchored section, then an element with the same id', () => {
    document.body.innerHTML = '<section id="research-scroll"></section><div id="team"></div>'
    expect(findHashTarget('#research')?.id).toBe('research-scroll')
    expect(findHashTarget('#team')?.id).toBe('team')
    expect(findHashTarget('#missing')).toBeNull()
  })
})

describe('pollForElement', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('checks every 100 ms and calls back once when the element appears', () => {
    let element: Element | null = null
    const lookup = vi.fn(() => element)
    const found = vi.fn()
    pollForElement(lookup, found)
    vi.advanceTimersByTime(300)
    expect(lookup).toHaveBeenCalledTimes(3)
    element = document.createElement('div')
    vi.advanceTimersByTime(100)
    vi.advanceTimersByTime(500)
    expect(found).toHaveBeenCalledTimes(1)
    expect(lookup).toHaveBeenCalledTimes(4)
  })

  it('gives up after 1000 ms', () => {
    const lookup = vi.fn(() => null)
    pollForElement(lookup, vi.fn())
    vi.advanceTimersByTime(3000)
    expect(lookup).toHaveBeenCalledTimes(10)
  })
})

describe('scrollToElement', () => {
  it('jumps at once when the visitor prefers reduced motion', () => {
    const matchMedia = vi.fn().mockReturnValue({ matches: true })
    vi.stubGlobal('matchMedia', matchMedia)
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const raf = vi.spyOn(window, 'requestAnimationFrame')
    const target = document.createElement('div')
    target.getBoundingClientRect = () => ({ top: 640 }) as DOMRect
    scrollToElement(target)
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)')
    expect(scrollTo).toHaveBeenCalledWith(0, 640)
    expect(raf).not.toHaveBeenCalled()
    vi.unstubAllGlobals()
  })
})
