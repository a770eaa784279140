import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import UnitOverview from './Block'
import { samples } from './sample'

it('lists every unit under the section title, with its number, lesson count and overview', () => {
  render(<UnitOverview block={{ ...samples.grade3Kit, id: 'u' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: 'Grade 3 units' })
  expect(within(section).getByRole('heading', { level: 2, name: 'Grade 3 units' })).toBeInTheDocument()
  const cards = within(within(section).getByRole('list', { name: 'Grade 3 units' })).getAllByRole('article')
  expect(cards).toHaveLength(4)
  expect(within(cards[0]).getByText('Unit 1')).toBeInTheDocument()
  expect(within(cards[0]).getByRole('heading', { level: 3, name: 'Skills for Learning' })).toBeInTheDocument()
  expect(within(cards[0]).getByText('5 lessons')).toBeInTheDocument()
  expect(within(cards[3]).getByText('Bonus unit')).toBeInTheDocument()
  expect(within(cards[3]).getByText('1 lesson')).toBeInTheDocument()
  expect(within(cards[3]).getByText('Coming Fall 2027')).toBeInTheDocument()
})

it('uses the section level for the units when the section has no title, and gets its anchor', () => {
  const { container } = render(<UnitOverview block={{ ...samples.untitled, id: 'v' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: 'Problem-Solving' })).toBeInTheDocument()
  expect(container.querySelector('section')).toHaveAttribute('id', 'units-scroll')
})
