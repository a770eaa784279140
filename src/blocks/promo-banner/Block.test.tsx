import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import PromoBanner from './Block'
import { samples } from './sample'

it('frames the title with a decorative star on each side', () => {
  const banner = samples.withButton
  const { container } = render(<PromoBanner block={{ ...banner, id: 'p' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { name: banner.title })).toBeInTheDocument()
  const stars = container.querySelectorAll('svg.lucide-star')
  expect(stars).toHaveLength(2)
  stars.forEach((star) => expect(star).toHaveAttribute('aria-hidden', 'true'))
  expect(screen.getByRole('link', { name: 'Browse family supports' })).toHaveClass('orange')
})
