import { describe, expect, it } from 'vitest'

import { allItemsOpen, openItem, setAllItems, toggleItem } from './accordion'

describe('independent items (content accordions)', () => {
  const mode = { exclusive: false }

  it('opens and closes each item on its own', () => {
    const one = toggleItem([], 'a', mode)
    expect(one).toEqual(['a'])
    const two = toggleItem(one, 'b', mode)
    expect(two).toEqual(['a', 'b'])
    expect(toggleItem(two, 'a', mode)).toEqual(['b'])
  })

  it('opens an item the browser found text in, leaving the others as they are', () => {
    expect(openItem(['a'], 'b', mode)).toEqual(['a', 'b'])
    expect(openItem(['a'], 'a', mode)).toEqual(['a'])
  })
})

describe('exclusive items (sub-sections)', () => {
  const mode = { exclusive: true }

  it('keeps at most one item open: opening one closes the previous', () => {
    expect(toggleItem([], 'a', mode)).toEqual(['a'])
    expect(toggleItem(['a'], 'b', mode)).toEqual(['b'])
  })

  it('closes the open item when it is activated again', () => {
    expect(toggleItem(['a'], 'a', mode)).toEqual([])
  })

  it('opens a found item in place of the open one', () => {
    expect(openItem(['a'], 'b', mode)).toEqual(['b'])
    expect(openItem(['b'], 'b', mode)).toEqual(['b'])
  })
})

describe('Expand All and Collapse All', () => {
  const keys = ['a', 'b', 'c']

  it('opens or closes every item of a group', () => {
    expect(setAllItems(keys, true)).toEqual(keys)
    expect(setAllItems(keys, false)).toEqual([])
  })

  it('tells when every item is open', () => {
    expect(allItemsOpen(keys, ['c', 'a', 'b'])).toBe(true)
    expect(allItemsOpen(keys, ['a', 'b'])).toBe(false)
    expect(allItemsOpen([], [])).toBe(false)
  })
})
