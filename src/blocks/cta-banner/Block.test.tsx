import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import CtaBanner from './Block'
import { sample } from './sample'

it('puts the call to action over its background picture, with a phone picture below 768 px', () => {
  const { container } = render(<CtaBanner block={{ ...sample[0], id: 'c' }} />)
  expect(screen.getByRole('heading', { name: sample[0].title })).toBeInTheDocument()
  expect(container.querySelector('picture source')).toHaveAttribute('media', '(max-width: 767px)')
  expect(container.querySelector('picture img')).toHaveAttribute('alt', '')
  expect(screen.getByRole('link', { name: 'Book a walkthrough' })).toHaveClass('yellow')
})
