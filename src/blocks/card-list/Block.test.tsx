import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import CardList from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('sets exactly two cards side by side, each with its picture, text and buttons', () => {
  render(<CardList block={{ ...samples.twoCards, id: 'c' }} context={context} />)
  const list = screen.getByRole('list', { name: 'Resources for families' })
  expect(list).toHaveClass('columns2')
  const [first, second] = within(list).getAllByRole('article')
  expect(within(first).getByRole('link', { name: 'Home Links' })).toHaveAttribute('href', '/family-supports')
  expect(within(first).getByText('five minutes').tagName).toBe('STRONG')
  expect(within(first).getByRole('link', { name: 'Browse Home Links' })).toBeInTheDocument()
  expect(within(second).getByRole('heading', { level: 3, name: 'Family webinars' })).toBeInTheDocument()
  expect(second).toHaveClass('gray')
})

it('stacks any other number of cards full width, with titles at the section level when it has no heading', () => {
  render(<CardList block={{ ...samples.stacked, id: 's' }} context={context} />)
  const list = screen.getByRole('list', { name: 'Cards' })
  expect(list).toHaveClass('columns1')
  expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(3)
  expect(screen.getByRole('link', { name: /Download the checklist \(PDF\)/ })).toHaveAttribute('target', '_blank')
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toContain('See the modules')
})

it('shows each card option: subheading, small icon, line, videos, picture beside and cropped, padding, width and alignment', () => {
  render(<CardList block={{ ...samples.cardOptions, id: 'o' }} context={context} />)
  const [tour, research, lesson] = within(screen.getByRole('list', { name: 'Ways to see the program' })).getAllByRole('article')

  // Subheading one level under the card title; the small icon with its own alternative text.
  expect(within(tour).getByRole('heading', { level: 3, name: 'Tour a classroom kit' })).toBeInTheDocument()
  expect(within(tour).getByRole('heading', { level: 4, name: 'Grades K–5' })).toBeInTheDocument()
  expect(within(tour).getByRole('img', { name: 'Our friendly yeti mascot waving hello' })).toBeInTheDocument()
  // A video in a pop-up: a button opens it, with the card's picture as the poster.
  expect(within(tour).getByRole('button', { name: 'Watch video: Tour a classroom kit' })).toBeInTheDocument()
  expect(tour).toHaveClass('beside', 'image-medium', 'highlight')
  expect(tour.querySelector('.divider')).not.toBeNull()
  expect(tour).not.toHaveClass('width-threeQuarters')

  expect(research).toHaveClass('center', 'roomy', 'image-short', 'width-threeQuarters', 'align-center')
  expect(research).not.toHaveClass('beside')
  expect(within(research).getByRole('link', { name: /Read the evaluation \(PDF\)/ })).toHaveAttribute('href', '/files/program-evaluation-2024.pdf')

  // A video in the card plays there: its play button, no pop-up.
  expect(lesson).toHaveClass('small', 'width-half', 'align-right')
  expect(within(lesson).getByRole('button', { name: /Watch a full lesson/ })).toBeInTheDocument()
  expect(within(lesson).queryByRole('dialog')).toBeNull()
  expect(lesson.querySelector('.divider')).toBeNull()
})

it('leaves a card without options as it was: no subheading, icon, line or width class', () => {
  render(<CardList block={{ ...samples.stacked, id: 's' }} context={context} />)
  for (const card of screen.getAllByRole('article')) {
    expect(card.className).not.toMatch(/width-|align-|image-|roomy|beside/)
    expect(within(card).queryAllByRole('heading')).toHaveLength(1)
  }
})
