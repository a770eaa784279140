import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import { Timeline } from './Timeline'

const steps = [
  { label: 'Week 1', title: 'Staff kickoff', text: 'Your team meets the **program coach**.' },
  { label: 'Week 2', title: 'First lessons' },
  { title: 'Family night' },
]

it('lists the steps in order under the title, each with its time label and text', () => {
  render(<Timeline title="Your first month" intro="What happens after you sign up." steps={steps} headingLevel={2} />)
  expect(screen.getByRole('heading', { level: 2, name: 'Your first month' })).toBeInTheDocument()
  expect(screen.getByText('What happens after you sign up.')).toBeInTheDocument()
  const items = within(screen.getByRole('list')).getAllByRole('listitem')
  expect(items).toHaveLength(3)
  expect(within(items[0]).getByText('Week 1')).toBeInTheDocument()
  expect(within(items[0]).getByRole('heading', { level: 3, name: 'Staff kickoff' })).toBeInTheDocument()
  expect(within(items[0]).getByText('program coach').tagName).toBe('STRONG')
  expect(within(items[2]).getByRole('heading', { level: 3, name: 'Family night' })).toBeInTheDocument()
})

it('puts the steps at the given level when there is no title', () => {
  render(<Timeline steps={steps} headingLevel={3} />)
  expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
})
