import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import TextImageCards from './Block'
import { samples } from './sample'

it('sets the picture beside the text, one card per row, with the second title under the card title', () => {
  render(<TextImageCards block={{ ...samples.imageBeside, id: 't' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const list = screen.getByRole('list', { name: 'What a week looks like' })
  expect(list).toHaveClass('columns1')
  const [first, second] = within(list).getAllByRole('article')
  expect(first).toHaveClass('beside', 'gray')
  expect(within(first).getByRole('heading', { level: 3, name: 'Day 1: Introduce the theme' })).toBeInTheDocument()
  expect(within(first).getByRole('heading', { level: 4, name: 'Teacher tip' })).toBeInTheDocument()
  expect(within(first).getByText(/Keep the photo card on display/)).toBeInTheDocument()
  expect(second).toHaveClass('none')
})

it('can put the picture above a small, centred card', () => {
  render(<TextImageCards block={{ ...samples.imageAbove, id: 'a' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const cards = screen.getAllByRole('article')
  expect(cards).toHaveLength(2)
  expect(cards[0]).toHaveClass('small', 'center')
  expect(cards[0]).not.toHaveClass('beside')
  expect(screen.getByRole('list', { name: 'Cards' })).toHaveClass('columns2')
})
