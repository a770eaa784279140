import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import { LinkButton, LinkButtons } from './Button'

it('uses the chosen colour key and falls back to the default colour', () => {
  render(
    <>
      <LinkButton text="Yellow" url="/a" color="yellow" />
      <LinkButton text="Unknown" url="/b" color="purple" />
    </>,
  )
  expect(screen.getByRole('link', { name: 'Yellow' })).toHaveClass('yellow')
  expect(screen.getByRole('link', { name: 'Unknown' })).toHaveClass('fallback')
})

it('shows each button only when both its text and address exist', () => {
  render(
    <LinkButtons
      links={[
        { text: 'Only text', url: '' },
        { text: '', url: '/only-url' },
        { text: 'Both', url: '/both' },
      ]}
    />,
  )
  expect(screen.getAllByRole('link')).toHaveLength(1)
  expect(screen.getByRole('link', { name: 'Both' })).toHaveAttribute('href', '/both')
})
