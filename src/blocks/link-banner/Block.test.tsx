import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import LinkBanner from './Block'
import { sample } from './sample'

it('shows the title, text and both links', () => {
  render(<LinkBanner block={{ ...sample[0], id: 'l' }} />)
  expect(screen.getByRole('heading', { level: 2, name: sample[0].title })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact')
  expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing')
})

it('shows only the links that have text and an address', () => {
  render(<LinkBanner block={{ ...sample[0], id: 'l2', linkUrl2: null }} />)
  expect(screen.getAllByRole('link')).toHaveLength(1)
})
