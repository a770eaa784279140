import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import SuccessStoryHero from './Block'
import { samples } from './sample'

const story = samples.withQuote

it('shows the story title, summary and the quote with its citation', () => {
  render(<SuccessStoryHero block={{ ...story, id: 's' }} context={{ headingLevel: 1, imageLoading: 'preload' }} />)
  expect(screen.getByRole('heading', { level: 1, name: story.title })).toBeInTheDocument()
  expect(screen.getByText(/cut office referrals by a third/)).toBeInTheDocument()
  expect(screen.getByText(story.quote)).toBeInTheDocument()
  expect(screen.getByText('Dr. Alicia Moreno')).toBeInTheDocument()
  expect(screen.getByText('Director of Student Services, Riverside Unified')).toBeInTheDocument()
})

it('leaves the quote out when there is none', () => {
  const { container } = render(<SuccessStoryHero block={{ ...story, id: 's2', quote: null }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(container.querySelector('blockquote')).toBeNull()
})
