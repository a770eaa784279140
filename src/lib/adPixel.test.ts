import { expect, it } from 'vitest'

import { adPixelActive, adPixelSrc } from './adPixel'

it('is active on classroom-kits routes only', () => {
  expect(adPixelActive('/elementary-school-curriculum/classroom-kits')).toBe(true)
  expect(adPixelActive('/elementary-school-curriculum/classroom-kits/grade-1')).toBe(true)
  expect(adPixelActive('/elementary-school-curriculum/digital-program')).toBe(false)
  expect(adPixelActive('/')).toBe(false)
})

it('adds the pixel id to the script address', () => {
  expect(adPixelSrc('https://ads.example/pixel.js', '123')).toBe('https://ads.example/pixel.js?id=123')
  expect(adPixelSrc('https://ads.example/pixel.js', null)).toBe('https://ads.example/pixel.js')
})
