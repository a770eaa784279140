import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import StatCards from './Block'
import { samples } from './sample'

it('shows each figure with what it counts and its link', () => {
  render(<StatCards block={{ ...samples.reach, id: 's1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const cards = within(screen.getByRole('region', { name: 'Our reach' })).getAllByRole('article')
  expect(within(cards[0]).getByRole('heading', { level: 3, name: '2.1 million' })).toBeInTheDocument()
  expect(cards[0]).toHaveTextContent('students learning with us this year')
  expect(within(cards[2]).getByRole('link', { name: /^Read the survey/ })).toHaveAttribute('href', '/files/program-evaluation-2024.pdf')
})
