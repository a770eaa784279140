import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import SuccessStoryHero from './Block'
import { sample } from './sample'

it('shows the story title, summary and the quote with its citation', () => {
  render(<SuccessStoryHero block={{ ...sample[0], id: 's' }} context={{ isPageHeading: true }} />)
  expect(screen.getByRole('heading', { level: 1, name: sample[0].title })).toBeInTheDocument()
  expect(screen.getByText(/cut office referrals by a third/)).toBeInTheDocument()
  expect(screen.getByText(sample[0].quote!)).toBeInTheDocument()
  expect(screen.getByText('Dr. Alicia Moreno')).toBeInTheDocument()
  expect(screen.getByText('Director of Student Services, Riverside Unified')).toBeInTheDocument()
})

it('leaves the quote out when there is none', () => {
  const { container } = render(<SuccessStoryHero block={{ ...sample[0], id: 's2', quote: null }} />)
  expect(container.querySelector('blockquote')).toBeNull()
})
