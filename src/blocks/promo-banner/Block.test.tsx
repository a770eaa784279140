import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import PromoBanner from './Block'
import { sample } from './sample'

it('frames the title with a decorative star on each side', () => {
  const { container } = render(<PromoBanner block={{ ...sample[0], id: 'p' }} />)
  expect(screen.getByRole('heading', { name: sample[0].title })).toBeInTheDocument()
  const stars = container.querySelectorAll('svg.lucide-star')
  expect(stars).toHaveLength(2)
  stars.forEach((star) => expect(star).toHaveAttribute('aria-hidden', 'true'))
  expect(screen.getByRole('link', { name: 'Browse family supports' })).toHaveClass('orange')
})
