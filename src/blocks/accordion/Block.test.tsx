import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import Accordion from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('shows the title and closed items whose text is already in the page', () => {
  render(<Accordion block={{ ...samples.withSubSections, id: 'a1' }} context={context} />)
  const section = screen.getByRole('region', { name: 'Running the program at your site' })
  const item = within(section).getByRole('button', { name: 'Who can lead the activities?' })
  expect(within(section).getByRole('heading', { level: 3, name: 'Who can lead the activities?' })).toContainElement(item)
  expect(item).toHaveAttribute('aria-expanded', 'false')
  expect(screen.getByText(/Any staff member can/)).not.toBeVisible()
  fireEvent.click(item)
  expect(item).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByText(/Any staff member can/)).toBeVisible()
})

it('opens items independently and sub-sections one at a time', () => {
  render(<Accordion block={{ ...samples.withSubSections, id: 'a2' }} context={context} />)
  fireEvent.click(screen.getByRole('button', { name: 'Who can lead the activities?' }))
  fireEvent.click(screen.getByRole('button', { name: 'How does a typical session run?' }))
  expect(screen.getByRole('button', { name: 'Who can lead the activities?' })).toHaveAttribute('aria-expanded', 'true')

  const session = screen.getByRole('region', { name: 'How does a typical session run?' })
  const warmUp = within(session).getByRole('button', { name: 'Warm-up (5 minutes)' })
  const practice = within(session).getByRole('button', { name: 'Practice (10 minutes)' })
  expect(within(session).getByRole('heading', { level: 4, name: 'Warm-up (5 minutes)' })).toBeInTheDocument()
  fireEvent.click(warmUp)
  fireEvent.click(practice)
  expect(warmUp).toHaveAttribute('aria-expanded', 'false')
  expect(practice).toHaveAttribute('aria-expanded', 'true')
  expect(within(session).getByText(/in pairs or small groups/)).toBeVisible()
  expect(within(session).getByText(/quick game/)).not.toBeVisible()
})

it('puts the items at the section level when there is no title', () => {
  render(<Accordion block={{ ...samples.untitled, id: 'a3' }} context={context} />)
  expect(screen.getByRole('heading', { level: 2, name: 'Does the program work with mixed-age groups?' })).toBeInTheDocument()
})
