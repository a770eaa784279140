import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import { LoginRequiredBadge } from './LoginRequiredBadge'

it('reads the key icon and "Login Required" to screen readers', () => {
  render(<LoginRequiredBadge />)
  const badge = screen.getByText('Login Required')
  expect(badge).toHaveTextContent(/^Login Required$/)
  const key = screen.getByRole('img', { name: 'Key' })
  expect(badge).toContainElement(key)
  expect(key).not.toHaveAttribute('aria-hidden')
  expect(key.getAttribute('class')).toContain('key-round')
})
