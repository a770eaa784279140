import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import PricingTable from './Block'
import { samples } from './sample'

it('shows the prices as a table with column and row headers in a scroll region', () => {
  render(<PricingTable block={{ ...samples.annual, id: 'p1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: 'Digital program pricing' })).toBeInTheDocument()
  const region = screen.getByRole('region', { name: 'Table: Digital program pricing' })
  expect(region).toHaveAttribute('tabindex', '0')
  const table = within(region).getByRole('table', { name: 'Digital program pricing' })
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Schools', '1 Year', '3 Years', '5 Years'])
  const row = within(table).getByRole('rowheader', { name: '2–4' }).closest('tr') as HTMLElement
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$2,778', '$7,092', '$10,431'])
  expect(screen.getByText(/Prices are per school, per year/)).toBeInTheDocument()
})

it('leaves a cell empty when a row has fewer values than columns, and shows no disclaimer without one', () => {
  const block = { ...samples.plain, id: 'p2', rows: [{ label: 'Grade 1 kit', values: [] }] }
  render(<PricingTable block={block} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const row = screen.getByRole('rowheader', { name: 'Grade 1 kit' }).closest('tr') as HTMLElement
  expect(within(row).getByRole('cell')).toBeEmptyDOMElement()
  expect(screen.queryByText(/per year/)).not.toBeInTheDocument()
})
