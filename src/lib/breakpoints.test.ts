import { describe, expect, it } from 'vitest'

import { below, breakpoints, imageSizes, maxWidths, minWidths, up } from './breakpoints'

/** The product's breakpoints: 375, 420, … (a/b pairs are the max-width and min-width sides). */
const PRODUCT_WIDTHS = [375, 420, 480, 520, 539, 575, 580, 620, 767, 768, 860, 887, 990, 991, 992, 1148, 1170, 1199, 1200]

describe('breakpoints', () => {
  it('name every width the product lists, as a min-width or the max-width just below one', () => {
    for (const px of PRODUCT_WIDTHS) expect(minWidths.has(px) || maxWidths.has(px), `${px}px`).toBe(true)
  })

  it('name no width the product does not list', () => {
    for (const px of Object.values(breakpoints)) expect(PRODUCT_WIDTHS.includes(px) || PRODUCT_WIDTHS.includes(px - 1), `${px}px`).toBe(true)
  })

  it('keep the content width at 1170 px and the mobile/tablet/desktop edges of the layouts', () => {
    expect(breakpoints.content).toBe(1170)
    expect(below('tablet')).toBe('(max-width: 767px)')
    expect(up('tablet')).toBe('(min-width: 768px)')
    expect(below('desktop')).toBe('(max-width: 991px)')
    expect(up('desktop')).toBe('(min-width: 992px)')
    expect(below('wide')).toBe('(max-width: 1199px)')
    expect(below('wheel')).toBe('(max-width: 990px)')
  })
})

describe('imageSizes', () => {
  it('writes a sizes attribute from named breakpoints, widest first, ending with the fallback', () => {
    expect(imageSizes({ tablet: '30vw' })).toBe('(min-width: 768px) 30vw, 100vw')
    expect(imageSizes({ tablet: '50vw', content: '585px' }, '100vw')).toBe('(min-width: 1170px) 585px, (min-width: 768px) 50vw, 100vw')
    expect(imageSizes({}, '50vw')).toBe('50vw')
  })
})
