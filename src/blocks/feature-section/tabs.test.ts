import { expect, it } from 'vitest'

import { tabAfterKey } from './tabs'

it('moves to the next tab with the right and down arrows, wrapping after the last', () => {
  expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1)
  expect(tabAfterKey('ArrowDown', 1, 3)).toBe(2)
  expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0)
})

it('moves to the previous tab with the left and up arrows, wrapping before the first', () => {
  expect(tabAfterKey('ArrowLeft', 2, 3)).toBe(1)
  expect(tabAfterKey('ArrowUp', 0, 3)).toBe(2)
})

it('goes to the first tab with Home and the last with End', () => {
  expect(tabAfterKey('Home', 2, 3)).toBe(0)
  expect(tabAfterKey('End', 0, 3)).toBe(2)
})

it('ignores other keys and empty lists', () => {
  expect(tabAfterKey('Enter', 0, 3)).toBeNull()
  expect(tabAfterKey('a', 0, 3)).toBeNull()
  expect(tabAfterKey('toString', 0, 3)).toBeNull()
  expect(tabAfterKey('ArrowRight', 0, 0)).toBeNull()
})
