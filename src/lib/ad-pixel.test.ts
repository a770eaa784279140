import { describe, expect, it } from 'vitest'

import { adPixelActive, installPixelQueue, type PixelCommand, type PixelHost, pixelCommands } from './ad-pixel'

const KITS = '/elementary-school-curriculum/classroom-kits'

it('is active on classroom-kits routes only', () => {
  expect(adPixelActive(KITS)).toBe(true)
  expect(adPixelActive(`${KITS}/grade-1`)).toBe(true)
  expect(adPixelActive('/elementary-school-curriculum/digital-program')).toBe(false)
  expect(adPixelActive('/')).toBe(false)
})

describe('the global queue function', () => {
  it('queues calls made before the script arrives, in order', () => {
    const host: PixelHost = {}
    const pixel = installPixelQueue(host)
    pixel('init', '123')
    pixel('track', 'PageView')
    expect(host.fbq).toBe(pixel)
    expect(host._fbq).toBe(pixel)
    expect(pixel.queue).toEqual([
      ['init', '123'],
      ['track', 'PageView'],
    ])
    expect(pixel.loaded).toBe(true)
  })

  it('hands calls straight to the script once it has taken over', () => {
    const pixel = installPixelQueue({})
    pixel('init', '123')
    const received: PixelCommand[] = []
    pixel.callMethod = (...command) => received.push(command)
    pixel('track', 'PageView')
    pixel.push('track', 'PageView')
    expect(received).toEqual([
      ['track', 'PageView'],
      ['track', 'PageView'],
    ])
    expect(pixel.queue).toEqual([['init', '123']])
  })

  it('keeps an existing queue function, so nothing queued is lost', () => {
    const host: PixelHost = {}
    const first = installPixelQueue(host)
    first('init', '123')
    expect(installPixelQueue(host)).toBe(first)
    expect(first.queue).toEqual([['init', '123']])
  })
})

describe('the commands sent on a route change', () => {
  const arrive = (pathname: string, previousPathname: string | null, initialised = false, pixelId: string | null = '123') =>
    pixelCommands({ pixelId, pathname, previousPathname, initialised })

  it('initialises with the pixel id, then records a page view, on the first classroom-kits route', () => {
    expect(arrive(KITS, null)).toEqual([
      ['init', '123'],
      ['track', 'PageView'],
    ])
    expect(arrive(KITS, '/early-learning-curriculum')).toEqual([
      ['init', '123'],
      ['track', 'PageView'],
    ])
  })

  it('records one page view per classroom-kits route once initialised, also between two classroom-kits routes', () => {
    expect(arrive(KITS, '/early-learning-curriculum', true)).toEqual([['track', 'PageView']])
    expect(arrive(`${KITS}/grade-1`, KITS, true)).toEqual([['track', 'PageView']])
  })

  it('sends nothing when the route has not changed (a re-render) or is not a classroom-kits route', () => {
    expect(arrive(KITS, KITS, true)).toEqual([])
    expect(arrive('/early-learning-curriculum', KITS, true)).toEqual([])
    expect(arrive('/', null)).toEqual([])
  })

  it('sends nothing without a configured pixel id', () => {
    expect(arrive(KITS, null, false, null)).toEqual([])
    expect(arrive(KITS, null, false, '')).toEqual([])
  })
})
