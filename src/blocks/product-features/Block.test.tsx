import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import ProductFeatures from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('lists the features of each grade and of each unit, in the unit colours', () => {
  render(<ProductFeatures block={{ ...samples.classroomKits, id: 'p' }} context={context} />)
  const section = screen.getByRole('region', { name: 'Features at every grade' })
  const grades = within(within(section).getByRole('list', { name: 'Features at every grade: by grade' })).getAllByRole('article')
  expect(grades.map((grade) => within(grade).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Early Learning',
    'Kindergarten–Grade 1',
    'Grades 2–3',
    'Grades 4–5',
  ])
  expect(within(grades[0]).getByText('28 weekly themes')).toBeInTheDocument()

  const units = within(within(section).getByRole('list', { name: 'Features at every grade: by unit' })).getAllByRole('article')
  expect(units).toHaveLength(3)
  expect(units[0]).toHaveClass('primary')
  expect(units[1]).toHaveClass('highlight')
  expect(within(units[0]).getByRole('heading', { level: 3, name: 'Brain Builder games' })).toBeInTheDocument()
  expect(within(units[1]).getAllByRole('img')).toHaveLength(2)
  expect(within(units[2]).getByText(/English and Spanish/)).toBeInTheDocument()
})

it('shows only the grades when there are no unit features', () => {
  render(<ProductFeatures block={{ ...samples.byGradeOnly, id: 'g' }} context={context} />)
  expect(screen.getAllByRole('list')).toHaveLength(1)
  expect(screen.getAllByRole('article')).toHaveLength(3)
})
