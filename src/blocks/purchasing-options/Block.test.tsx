import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import PurchasingOptions from './Block'
import { samples } from './sample'

it('shows both groups of options as captioned tables of option, details and price', () => {
  render(<PurchasingOptions block={{ ...samples.licensesAndAddOns, id: 'o1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const licenses = screen.getByRole('table', { name: 'Licenses' })
  expect(within(licenses).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Option', 'Details', 'Price'])
  const row = within(licenses).getByRole('rowheader', { name: 'Digital license, 3 years' }).closest('tr') as HTMLElement
  expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Billed once at the start of the term', '$7,275'])
  const addOns = screen.getByRole('table', { name: 'Add-ons' })
  expect(within(addOns).getAllByRole('row')).toHaveLength(3)
  expect(screen.getByRole('region', { name: 'Table: Add-ons' })).toHaveAttribute('tabindex', '0')
})
