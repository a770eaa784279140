import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import PartnerCards from './Block'
import { samples } from './sample'

it('shows each logo with the partner name, linked when an address is given', () => {
  render(<PartnerCards block={{ ...samples.partners, id: 'p1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const cards = within(screen.getByRole('region', { name: 'Our partners' })).getAllByRole('article')
  expect(within(cards[0]).getByRole('img', { name: 'Riverside Unified School District logo', hidden: true })).toBeInTheDocument()
  expect(within(cards[0]).getByRole('link', { name: /Riverside Unified School District/ })).toHaveAttribute('href', 'https://example.org/riverside')
  expect(within(cards[1]).getByRole('heading', { name: 'Youth Clubs Alliance' })).toBeInTheDocument()
  expect(within(cards[1]).queryByRole('link')).not.toBeInTheDocument()
})
