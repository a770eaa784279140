import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import ImageCards from './Block'
import { samples } from './sample'

it('shows each card with its picture on top, linking picture and title to the program', () => {
  const { container } = render(<ImageCards block={{ ...samples.programs, id: 'i' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(container.querySelector('section')).toHaveAttribute('id', 'programs-scroll')
  const cards = within(screen.getByRole('list', { name: 'Programs for every stage' })).getAllByRole('article')
  expect(cards).toHaveLength(3)
  expect(within(cards[0]).getByRole('link', { name: 'Early Learning' })).toHaveAttribute('href', '/early-learning-curriculum')
  expect(within(cards[0]).getByRole('img', { hidden: true })).toHaveAttribute('alt', samples.programs.cards[0].image.alt)
  expect(within(cards[2]).getByRole('link', { name: 'Compare grades' })).toHaveAttribute('href', '/middle-school-curriculum')
})

it('keeps a picture without a link plain', () => {
  render(<ImageCards block={{ ...samples.untitled, id: 'u' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('img', { name: samples.untitled.cards[0].image.alt })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'Meet the yeti' })).toBeInTheDocument()
})
