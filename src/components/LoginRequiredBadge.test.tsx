import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import { LoginRequiredBadge } from './LoginRequiredBadge'

it('reads "Login Required", with the key icon hidden from screen readers', () => {
  const { container } = render(<LoginRequiredBadge />)
  const badge = screen.getByText('Login Required')
  expect(badge).toHaveTextContent(/^Login Required$/)
  const icon = container.querySelector('svg')!
  expect(badge).toContainElement(icon as unknown as HTMLElement)
  expect(icon).toHaveAttribute('aria-hidden', 'true')
  expect(icon.getAttribute('class')).toContain('key-round')
})
