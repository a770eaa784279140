import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import LinkBanner from './Block'
import { samples } from './sample'

const banner = samples.whiteCard

it('shows the title, text and both links', () => {
  render(<LinkBanner block={{ ...banner, id: 'l' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: banner.title })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Contact sales' })).toHaveAttribute('href', '/contact')
  expect(screen.getByRole('link', { name: 'See pricing' })).toHaveAttribute('href', '/pricing')
})

it('shows only the links that have text and an address', () => {
  render(<LinkBanner block={{ ...banner, id: 'l2', linkUrl2: null }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getAllByRole('link')).toHaveLength(1)
})
