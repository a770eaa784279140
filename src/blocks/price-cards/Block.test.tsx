import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import PriceCards from './Block'
import { samples } from './sample'

it('shows each card with its title, text, price and small print', () => {
  render(<PriceCards block={{ ...samples.licenses, id: 'p1' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: 'Choose a license' })
  const cards = within(section).getAllByRole('article')
  expect(cards).toHaveLength(3)
  expect(within(cards[1]).getByRole('heading', { level: 3, name: 'Small district' })).toBeInTheDocument()
  expect(cards[1]).toHaveTextContent('Two to nineteen schools.')
  expect(cards[1]).toHaveTextContent('From $2,676 / school')
  expect(cards[1]).toHaveTextContent('Billed annually per school')
})

it('leaves out missing small print', () => {
  const block = { ...samples.licenses, id: 'p2', cards: [{ title: 'Single school', price: '$2,850', backgroundColor: 'none' as const }] }
  render(<PriceCards block={block} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('article')).toHaveTextContent(/^Single school\$2,850$/)
})
