import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import PricingTable from './Block'
import { samples } from './sample'

it('shows the prices as a table with column and row headers in a scroll region', () => {
  render(<PricingTable block={{ ...samples.annual, id: 'p1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  // The section title heads the section; the table's title stands under it.
  expect(screen.getByRole('region', { name: 'Pricing' })).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2, name: 'Pricing' })).toBeInTheDocument()
  expect(screen.getByText('One license per school, every classroom included')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 3, name: 'Digital program pricing' })).toBeInTheDocument()
  const region = screen.getByRole('region', { name: 'Table: Digital program pricing' })
  expect(region).toHaveAttribute('tabindex', '0')
  const table = within(region).getByRole('table', { name: 'Digital program pricing' })
  // Two header rows: the terms, and what each price covers.
  expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Schools', '1 Year', '3 Years', '5 Years',
    'Number of schools', 'Per school', 'Per school, whole term', 'Per school, whole term',
  ])
  const row = within(table).getByRole('rowheader', { name: '2–4' }).closest('tr') as HTMLElement
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['$2,778', '$7,092', '$10,431'])
  expect(screen.getByText(/Prices are per school in US dollars/)).toBeInTheDocument()
})

it('leaves a cell empty when a row has fewer values than columns, and shows no disclaimer without one', () => {
  const block = { ...samples.plain, id: 'p2', rows: [{ label: 'Grade 1 kit', values: [] }] }
  render(<PricingTable block={block} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const row = screen.getByRole('rowheader', { name: 'Grade 1 kit' }).closest('tr') as HTMLElement
  expect(within(row).getByRole('cell')).toBeEmptyDOMElement()
  expect(screen.queryByText(/US dollars/)).not.toBeInTheDocument()
  // No second header row without its headings, and the title heads the section.
  expect(screen.getAllByRole('columnheader')).toHaveLength(2)
  expect(screen.getByRole('heading', { level: 2, name: 'Classroom kit pricing' })).toBeInTheDocument()
})
