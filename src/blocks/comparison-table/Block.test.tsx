import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import ComparisonTable from './Block'
import { samples } from './sample'

const renderTable = () => render(<ComparisonTable block={{ ...samples.programs, id: 'c1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)

it('compares three columns in a table with column headers', () => {
  renderTable()
  const table = screen.getByRole('table', { name: 'Compare our programs' })
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Feature', 'Early Learning', 'Elementary', 'Middle School',
    '', 'Ages 3–5', 'Kindergarten–Grade 5', 'Grades 6–8',
  ])
  expect(screen.getByRole('region', { name: 'Table: Compare our programs' })).toHaveAttribute('tabindex', '0')
  expect(screen.getByText('A check means the feature is included at no extra cost.')).toBeInTheDocument()
})

it('shows a titled row as a group heading with its text and link', () => {
  renderTable()
  const heading = screen.getByRole('rowheader', { name: /Lessons What students learn/ })
  expect(heading).toHaveAttribute('colspan', '4')
  expect(within(heading).getByRole('link', { name: 'Lessons' })).toHaveAttribute('href', '/elementary-school-curriculum/digital-program')
})

it('shows values, and a check named "Included" for an empty cell', () => {
  renderTable()
  const values = screen.getByRole('rowheader', { name: 'Lessons per year' }).closest('tr') as HTMLElement
  expect(within(values).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['28', '22–25', '26'])
  const checks = screen.getByRole('rowheader', { name: 'Weekly skill-building lessons' }).closest('tr') as HTMLElement
  expect(within(checks).getAllByRole('cell', { name: 'Included' })).toHaveLength(3)
  const mixed = screen.getByRole('rowheader', { name: 'Advisory period guides' }).closest('tr') as HTMLElement
  expect(within(mixed).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['—', '—', 'Included'])
})
