import { expect, it } from 'vitest'

import { pageItems, resultCountMessage } from './pagination'

it('lists every page up to seven, else the ends and the neighbours of the current page', () => {
  expect(pageItems(1, 0)).toEqual([])
  expect(pageItems(2, 3)).toEqual([1, 2, 3])
  expect(pageItems(1, 12)).toEqual([1, 2, 'gap', 12])
  expect(pageItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12])
  expect(pageItems(12, 12)).toEqual([1, 'gap', 11, 12])
  expect(pageItems(3, 12)).toEqual([1, 2, 3, 4, 'gap', 12])
})

it('words the result count for screen readers', () => {
  expect(resultCountMessage(0, 'kits')).toBe('No results found for "kits".')
  expect(resultCountMessage(1, 'kits')).toBe('1 result for "kits".')
  expect(resultCountMessage(12, 'kits')).toBe('12 results for "kits".')
})
