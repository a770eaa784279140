import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import PricingList from './Block'
import { samples } from './sample'

it('pairs each name with its value, between the intro and closing texts', () => {
  render(<PricingList block={{ ...samples.kitItems, id: 'l1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: 'What a classroom kit includes' })
  expect(within(section).getByText('Kindergarten through Grade 5')).toBeInTheDocument()
  expect(within(section).getByText(/Each kit serves one classroom/)).toBeInTheDocument()
  const names = within(section).getAllByRole('term').map((term) => term.textContent)
  const values = within(section).getAllByRole('definition').map((value) => value.textContent)
  expect(names[0]).toBe('Teacher guide with 22 lessons')
  expect(values).toEqual(['$189', '$129', '$79', 'Included'])
  expect(within(section).getByRole('link', { name: 'Request a quote' })).toHaveAttribute('href', '/contact')
})
