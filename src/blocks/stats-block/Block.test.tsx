import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import StatsBlock from './Block'
import { samples } from './sample'

it('shows the figures titled "Total Awarded" and "Schools Served"', () => {
  render(<StatsBlock block={{ ...samples.grants, id: 's1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: 'Our grant program so far' })
  expect(within(section).getAllByRole('term').map((term) => term.textContent)).toEqual(['Total Awarded', 'Schools Served'])
  expect(within(section).getAllByRole('definition').map((value) => value.textContent)).toEqual(['$4.2 million', '1,250'])
})
