import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import IconCards from './Block'
import { samples } from './sample'

it('shows a decorative icon above each card title, four cards to a row', () => {
  render(<IconCards block={{ ...samples.skills, id: 'i' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const list = screen.getByRole('list', { name: 'Four skills, every grade' })
  expect(list).toHaveClass('columns4')
  const cards = within(list).getAllByRole('article')
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Skills for learning',
    'Empathy',
    'Emotion management',
    'Problem-solving',
  ])
  for (const card of cards) expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true')
  expect(within(cards[3]).getByText('fair to everyone').tagName).toBe('STRONG')
})
