import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import SuccessStoryBanner from './Block'
import { samples } from './sample'

it('shows the school, the quote with its citation, the picture and the story link', () => {
  const story = samples.imageLeft
  render(<SuccessStoryBanner block={{ ...story, id: 's' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { name: 'Lakeview Elementary' })).toBeInTheDocument()
  expect(screen.getByText(story.quote)).toBeInTheDocument()
  expect(screen.getByText('Principal, Lakeview Elementary')).toBeInTheDocument()
  expect(screen.getByRole('img', { name: story.image.alt })).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Read the full story' })).toBeInTheDocument()
})
