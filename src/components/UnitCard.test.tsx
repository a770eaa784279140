import { render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import type { Media } from '@/payload-types'
import { UnitCard, UnitCards } from './UnitCard'

const picture: Media = {
  id: 7,
  alt: 'Two students sharing a book',
  filename: 'empathy.png',
  mimeType: 'image/png',
  url: '/api/media/file/empathy.png',
  width: 1200,
  height: 800,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
}

it('shows the unit number, title, lesson count, overview, picture and link', () => {
  render(
    <UnitCard
      headingLevel={3}
      unit={{
        unitType: 'Unit',
        unitNumber: 2,
        unitTitle: 'Empathy',
        lessonCount: 6,
        unitOverviewText: 'Students learn to **notice** how others feel.',
        image: picture,
        imageLinkUrl: '/units/empathy',
        imageText: 'Preview the unit',
      }}
    />,
  )
  const card = screen.getByRole('article')
  expect(within(card).getByText('Unit 2')).toBeInTheDocument()
  expect(within(card).getByRole('heading', { level: 3, name: 'Empathy' })).toBeInTheDocument()
  expect(within(card).getByText('6 lessons')).toBeInTheDocument()
  expect(within(card).getByText('notice').tagName).toBe('STRONG')
  expect(within(card).getByRole('img', { name: picture.alt, hidden: true })).toBeInTheDocument()
  expect(within(card).getByRole('link', { name: 'Empathy' })).toHaveAttribute('href', '/units/empathy')
  expect(within(card).getByRole('link', { name: 'Preview the unit' })).toHaveAttribute('href', '/units/empathy')
  expect(within(card).queryByText(/Coming/)).not.toBeInTheDocument()
})

it('marks a unit that is not out yet with its label and leaves out what is missing', () => {
  render(<UnitCard headingLevel={4} unit={{ unitType: 'Bonus unit', unitTitle: 'Bullying Prevention', lessonCount: 1, comingSoon: 'Coming Fall 2027' }} />)
  const card = screen.getByRole('article')
  expect(within(card).getByText('Coming Fall 2027')).toBeInTheDocument()
  expect(within(card).getByText('Bonus unit')).toBeInTheDocument()
  expect(within(card).getByText('1 lesson')).toBeInTheDocument()
  expect(within(card).queryByRole('link')).not.toBeInTheDocument()
  expect(within(card).queryByRole('img')).not.toBeInTheDocument()
})

const lazy = { headingLevel: 2, imageLoading: 'lazy' } as const

it('loads the pictures of the first row with the page when the section is at the top, the others when scrolled to', () => {
  const units = [1, 2, 3, 4, 5].map((unitNumber) => ({ unitType: 'Unit' as const, unitNumber, unitTitle: `Unit ${unitNumber} title`, image: picture }))
  const { rerender } = render(<UnitCards headingLevel={3} context={{ headingLevel: 2, imageLoading: 'eager' }} units={units} />)
  const loading = () => screen.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('loading'))
  expect(loading()).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy'])
  rerender(<UnitCards headingLevel={3} context={lazy} units={units} />)
  expect(loading()).toEqual(['lazy', 'lazy', 'lazy', 'lazy', 'lazy'])
})

it('lists the units, and nothing without units', () => {
  const { container, rerender } = render(
    <UnitCards headingLevel={3} context={lazy} label="Grade 2 units" units={[{ unitTitle: 'Skills for Learning' }, { unitTitle: 'Empathy' }]} />,
  )
  const list = screen.getByRole('list', { name: 'Grade 2 units' })
  expect(within(list).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Skills for Learning', 'Empathy'])
  rerender(<UnitCards headingLevel={3} context={lazy} units={[]} />)
  expect(container).toBeEmptyDOMElement()
})
