import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import ThreeCard from './Block'
import { samples } from './sample'

it('shows the section heading and its three cards side by side', () => {
  render(<ThreeCard block={{ ...samples.threeCards, id: 't' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: 'What comes in every classroom kit' })).toBeInTheDocument()
  const list = screen.getByRole('list', { name: 'What comes in every classroom kit' })
  expect(list).toHaveClass('columns3')
  expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Lesson cards', 'Songs and videos', 'Puppets and posters'])
  expect(within(list).getByRole('link', { name: 'Hear a song' })).toHaveAttribute('href', '/sample-lessons')
})

it('lets a single card fill the row', () => {
  render(<ThreeCard block={{ ...samples.oneCard, id: 'o' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('list', { name: 'Ready when you are' })).toHaveClass('columns1')
})

it('allows one to three cards in the CMS', async () => {
  const { threeCard } = await import('./schema')
  expect(threeCard.fields.find((field) => 'name' in field && field.name === 'cards')).toMatchObject({ minRows: 1, maxRows: 3, required: true })
})
