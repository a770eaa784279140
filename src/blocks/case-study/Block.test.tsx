import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import CaseStudy from './Block'
import { samples } from './sample'

it('tells the story beside its picture, with two buttons and the details as cards', () => {
  const block = samples.district
  render(<CaseStudy block={{ ...block, id: 'c' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  const section = screen.getByRole('region', { name: block.title })
  expect(within(section).getByText('fewer classroom disruptions').tagName).toBe('STRONG')
  expect(within(section).getByRole('link', { name: /Read the case study/ })).toHaveAttribute('target', '_blank')
  expect(within(section).getByRole('link', { name: 'Talk to our team' })).toHaveAttribute('href', '/contact')
  expect(within(section).getByRole('img', { name: block.image.alt }).closest('a')).toHaveAttribute('href', block.imageLinkUrl)
  const details = within(within(section).getByRole('list', { name: `${block.title}: details` })).getAllByRole('article')
  expect(details.map((card) => [within(card).getByRole('heading', { level: 3 }).textContent, card.textContent?.includes(block.cards[details.indexOf(card)].text)])).toEqual([
    ['Students served', true],
    ['Grades', true],
    ['Program', true],
  ])
})
