import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import CtaBanner from './Block'
import { samples } from './sample'

it('puts the call to action over its background picture, with a phone picture below 768 px', () => {
  const banner = samples.withPhoneImage
  const { container } = render(<CtaBanner block={{ ...banner, id: 'c' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { name: banner.title })).toBeInTheDocument()
  expect(container.querySelector('picture source')).toHaveAttribute('media', '(max-width: 767px)')
  expect(container.querySelector('picture img')).toHaveAttribute('alt', '')
  expect(screen.getByRole('link', { name: 'Book a walkthrough' })).toHaveClass('yellow')
})
