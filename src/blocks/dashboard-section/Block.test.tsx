import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import DashboardSection from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('labels a section flagged with an icon "Login Required", with a key icon screen readers announce', () => {
  render(<DashboardSection block={{ ...samples.loginRequired, id: 'd1' }} context={context} />)
  const section = screen.getByRole('region', { name: 'Your teaching dashboard' })
  const badge = within(section).getByText('Login Required')
  expect(badge).toContainElement(within(badge).getByRole('img', { name: 'Key' }))
  expect(within(section).getByRole('link', { name: /Go to My Dashboard/ })).toHaveAttribute('href', 'https://learn.heartwiselearning.org/dashboard')
})

it('shows both text columns, the timeline and the cards under the section title', () => {
  render(<DashboardSection block={{ ...samples.loginRequired, id: 'd2' }} context={context} />)
  for (const name of ['Before your first lesson', 'Need a hand?', 'Your first four weeks']) {
    expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument()
  }
  expect(screen.getByRole('heading', { level: 4, name: 'Meet the program' })).toBeInTheDocument()
  expect(screen.getByText('Week 1')).toBeInTheDocument()
  const cards = screen.getAllByRole('article')
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Lesson library', 'Progress reports', 'Family resources'])
  expect(within(cards[0]).getByRole('link', { name: /Open lessons/ })).toBeInTheDocument()
})

it('has no badge when the section is not flagged', () => {
  render(<DashboardSection block={{ ...samples.open, id: 'd3' }} context={context} />)
  expect(screen.queryByText('Login Required')).not.toBeInTheDocument()
  expect(screen.getAllByRole('article')).toHaveLength(2)
})
