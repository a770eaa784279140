import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import WeeklyThemes from './Block'
import { samples } from './sample'

it('shows a card per week with its theme and skills, then the scope and sequence', () => {
  render(<WeeklyThemes block={{ ...samples.earlyLearning, id: 'w' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: 'A theme for every week' })
  const weeks = within(section).getAllByRole('article')
  expect(weeks).toHaveLength(4)
  expect(within(weeks[1]).getByRole('heading', { level: 3, name: 'Weeks 7–13' })).toBeInTheDocument()
  expect(within(weeks[1]).getByText('Empathy')).toBeInTheDocument()
  expect(within(weeks[1]).getByRole('heading', { level: 4, name: 'Children practise' })).toBeInTheDocument()
  expect(within(weeks[1]).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Naming their own feelings', 'Noticing how friends feel'])
  expect(within(section).getByText('See every weekly theme, skill and song for the year in one chart.')).toBeInTheDocument()
  const link = within(section).getByRole('link', { name: /View the Scope and Sequence/ })
  expect(link).toHaveAttribute('href', '/files/early-learning-scope-and-sequence.pdf')
  expect(link).toHaveAttribute('target', '_blank')
  expect(within(section).getByRole('img', { name: /scope and sequence chart/, hidden: true }).closest('a')).toHaveAttribute('aria-hidden', 'true')
})

it('leaves out an empty scope and sequence', () => {
  render(<WeeklyThemes block={{ ...samples.withoutScopeAndSequence, id: 'e' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getAllByRole('article')).toHaveLength(2)
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
})
