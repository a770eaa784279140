import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import TimelineTile from './Block'
import { samples } from './sample'

it('shows the timeline as a titled section with its steps in order', () => {
  render(<TimelineTile block={{ ...samples.firstYear, id: 't1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: 'Your first year with the program' })
  expect(within(section).getByText(/from planning in spring/)).toBeInTheDocument()
  const steps = within(section).getAllByRole('listitem')
  expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Plan the rollout',
    'Train the staff',
    'Start the lessons',
    'Review progress',
  ])
  expect(within(steps[2]).getByText('Fall')).toBeInTheDocument()
})
