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
