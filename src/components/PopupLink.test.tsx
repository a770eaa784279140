import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'

import { PopupLink } from './PopupLink.client'

afterEach(() => vi.restoreAllMocks())

it('is a real link to the address, and opens a 980 by 560 pop-up window when clicked', () => {
  const open = vi.spyOn(window, 'open').mockReturnValue({} as Window)
  render(
    <PopupLink href="/scope-and-sequence" name="scope" label="Scope and sequence (opens in a pop-up window)">
      picture
    </PopupLink>,
  )
  const link = screen.getByRole('link', { name: 'Scope and sequence (opens in a pop-up window)' })
  expect(link).toHaveAttribute('href', '/scope-and-sequence')
  expect(fireEvent.click(link)).toBe(false)
  expect(open).toHaveBeenCalledWith('/scope-and-sequence', 'scope', 'width=980,height=560')
})

it('follows the link normally when the pop-up is blocked', () => {
  vi.spyOn(window, 'open').mockReturnValue(null)
  render(<PopupLink href="/scope-and-sequence" name="scope">Scope</PopupLink>)
  expect(fireEvent.click(screen.getByRole('link', { name: 'Scope' }))).toBe(true)
})
