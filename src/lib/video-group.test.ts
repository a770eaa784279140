// @vitest-environment jsdom
import { expect, it, vi } from 'vitest'

import { announcePlay, onOtherPlay } from './video-group'

it('stops the other players of the same group when one starts, and only those', () => {
  const first = vi.fn()
  const second = vi.fn()
  const elsewhere = vi.fn()
  const stopListening = [onOtherPlay('list', 'a', first), onOtherPlay('list', 'b', second), onOtherPlay('other', 'c', elsewhere)]

  announcePlay('list', 'a')
  expect(first).not.toHaveBeenCalled()
  expect(second).toHaveBeenCalledOnce()
  expect(elsewhere).not.toHaveBeenCalled()

  announcePlay('list', 'b')
  expect(first).toHaveBeenCalledOnce()

  stopListening.forEach((stop) => stop())
  announcePlay('list', 'c')
  expect(first).toHaveBeenCalledOnce()
  expect(second).toHaveBeenCalledOnce()
})
