import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import StoryCards from './Block'
import { samples } from './sample'

it('shows each story with its picture, school, quote, speaker and story link', () => {
  const block = samples.stories
  render(<StoryCards block={{ ...block, id: 's' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const cards = within(screen.getByRole('list', { name: block.title })).getAllByRole('article')
  expect(cards).toHaveLength(3)
  const [first, , last] = cards
  expect(within(first).getByRole('heading', { level: 3, name: 'Lakeview Elementary' })).toBeInTheDocument()
  expect(within(first).getByRole('img', { name: block.cards[0].image.alt })).toBeInTheDocument()
  expect(within(first).getByText(block.cards[0].quote)).toBeInTheDocument()
  expect(within(first).getByText('Marcus Webb')).toBeInTheDocument()
  expect(within(first).getByText('Principal')).toBeInTheDocument()
  expect(within(first).getByRole('link', { name: 'Read the story' })).toHaveAttribute('href', '/elementary-school-curriculum/digital-program')
  expect(within(last).queryByRole('link')).not.toBeInTheDocument()
})
