import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import TerritoryComparison from './Block'
import { samples } from './sample'

it('shows each row as two lines of six columns, in two tables', () => {
  render(<TerritoryComparison block={{ ...samples.territories, id: 't1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const tables = screen.getAllByRole('table')
  expect(tables).toHaveLength(2)
  expect(within(tables[0]).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['South Central', 'Mountain West', 'Pacific Northwest', 'California', 'Canada', 'Great Lakes'])
  expect(within(tables[1]).getAllByRole('columnheader')[0]).toHaveTextContent('Upper Midwest')
  const second = within(tables[1]).getByRole('rowheader', { name: 'Schools' }).closest('tr') as HTMLElement
  expect(within(second).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['344', '402', '517', '610', '366', '298'])
})

it('highlights the cells named by position', () => {
  render(<TerritoryComparison block={{ ...samples.territories, id: 't2' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const highlighted = screen.getAllByRole('cell').filter((cell) => cell.querySelector('strong'))
  expect(highlighted.map((cell) => cell.textContent)).toEqual(['655', '517', '133'])
})
