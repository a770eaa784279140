import { expect, it } from 'vitest'

import { cardHeadingLevel, cardImageSizes, cardLinks, cardListColumns, cardListWidth, columnsFor } from './card-layout'

it('makes each card half as wide when the card list holds exactly two cards, otherwise full width', () => {
  expect([0, 1, 2, 3, 4].map(cardListWidth)).toEqual(['100%', '100%', '50%', '100%', '100%'])
  expect([1, 2, 3].map(cardListColumns)).toEqual([1, 2, 1])
})

it('gives a grid as many columns as cards, up to its maximum', () => {
  expect([0, 1, 2, 3, 5].map((count) => columnsFor(count))).toEqual([1, 1, 2, 3, 3])
  expect(columnsFor(6, 4)).toBe(4)
})

it('sizes card pictures by column', () => {
  expect(cardImageSizes(1)).toBe('(min-width: 1170px) 1170px, 100vw')
  expect(cardImageSizes(3)).toBe('(min-width: 992px) 34vw, (min-width: 768px) 50vw, 100vw')
})

it('puts card titles under the section title, or at the section level without one', () => {
  expect(cardHeadingLevel(true, 2)).toBe(3)
  expect(cardHeadingLevel(false, 2)).toBe(2)
  expect(cardHeadingLevel(true, 1)).toBe(2)
})

it('reads both stored link pairs', () => {
  expect(cardLinks({ linkText: 'Read more', linkUrl: '/a', linkText2: null })).toEqual([
    { text: 'Read more', url: '/a' },
    { text: null, url: undefined },
  ])
})
