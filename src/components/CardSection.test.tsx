import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import { Card } from './Card'
import { CardSection } from './CardSection'

it('shows the heading and intro above the cards, and names the list after the heading', () => {
  render(
    <CardSection title="Programs" text="For every stage." headingLevel={2} columns={2} label="Cards" anchorLink="programs" background="gray">
      {[<Card key="a" title="Early Learning" headingLevel={3} />, <Card key="b" title="Middle School" headingLevel={3} />]}
    </CardSection>,
  )
  const section = screen.getByRole('region', { name: 'Programs' })
  expect(section).toHaveAttribute('id', 'programs-scroll')
  expect(within(section).getByText('For every stage.')).toBeInTheDocument()
  const list = within(section).getByRole('list', { name: 'Programs' })
  expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Early Learning', 'Middle School'])
})

it('without a heading, names the list with its label', () => {
  render(
    <CardSection headingLevel={2} columns={1} label="Success stories">
      {[<Card key="a" title="Lakeview" headingLevel={2} />]}
    </CardSection>,
  )
  expect(screen.queryByRole('region')).not.toBeInTheDocument()
  expect(screen.getByRole('list', { name: 'Success stories' })).toBeInTheDocument()
})
