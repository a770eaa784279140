import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'

import { DO_NOT_SHARE_KEY } from '@/lib/privacy-choice'
import { DO_NOT_SHARE, GPC_HONOURED, PrivacyChoice } from './PrivacyChoice.client'

afterEach(() => {
  window.localStorage.clear()
  delete (navigator as { globalPrivacyControl?: boolean }).globalPrivacyControl
})

it('offers "Do not share my information" as a toggle kept in this browser', () => {
  render(<PrivacyChoice />)
  const toggle = screen.getByRole('button', { name: DO_NOT_SHARE })
  expect(toggle).toHaveAttribute('aria-pressed', 'false')
  fireEvent.click(toggle)
  expect(toggle).toHaveAttribute('aria-pressed', 'true')
  expect(window.localStorage.getItem(DO_NOT_SHARE_KEY)).toBe('1')
  expect(screen.getByRole('status')).toHaveTextContent('On: your visits are not shared with advertisers.')
  fireEvent.click(toggle)
  expect(toggle).toHaveAttribute('aria-pressed', 'false')
  expect(window.localStorage.getItem(DO_NOT_SHARE_KEY)).toBeNull()
})

it('says the browser\'s Global Privacy Control is honoured instead of offering the toggle', () => {
  Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true })
  render(<PrivacyChoice />)
  expect(screen.getByText(GPC_HONOURED)).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: DO_NOT_SHARE })).not.toBeInTheDocument()
})

it('follows a choice made in another tab', () => {
  render(<PrivacyChoice />)
  act(() => {
    window.localStorage.setItem(DO_NOT_SHARE_KEY, '1')
    window.dispatchEvent(new StorageEvent('storage', { key: DO_NOT_SHARE_KEY }))
  })
  expect(screen.getByRole('button', { name: DO_NOT_SHARE })).toHaveAttribute('aria-pressed', 'true')
})
