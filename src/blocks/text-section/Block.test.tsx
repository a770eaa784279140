import { fireEvent, render, screen, within } from '@testing-library/react'
import { expect, it } from 'vitest'

import TextSection from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

/** The section's two parts in page order: 'media' or 'text'. */
const partOrder = (container: HTMLElement) =>
  [...container.querySelectorAll('[class~="part"]')].map((part) => (part.querySelector('[class~="media"]') ? 'media' : 'text'))

it('shows the section title over the media and the text, with the lead-in, list, and two coloured buttons', () => {
  const { container } = render(<TextSection block={{ ...samples.imageLeftWithButtons, id: 'a' }} context={context} />)
  const section = screen.getByRole('region', { name: 'A digital program built for busy classrooms' })
  expect(section).toHaveAttribute('id', 'digital-program-scroll')
  expect(within(section).getByText('Kindergarten through Grade 8')).toBeInTheDocument()
  expect(within(section).getByRole('heading', { level: 3, name: 'Everything a lesson needs, in one place' })).toBeInTheDocument()
  expect(within(section).getByRole('heading', { level: 4, name: 'What teachers get' })).toBeInTheDocument()
  expect(within(section).getByText(/Teachers open a lesson, press play/)).toBeInTheDocument()
  expect(within(section).getByRole('img', { name: /classroom screen/ })).toBeInTheDocument()
  expect(within(section).getByRole('link', { name: 'See a sample lesson' })).toHaveClass('button', 'secondary')
  expect(within(section).getByRole('link', { name: 'Compare programs' })).toHaveClass('button', 'gray')
  expect(partOrder(container)).toEqual(['media', 'text'])
  expect((container.querySelector('[class~="part"]') as HTMLElement).style.flex).toBe('31.5 1 0%')
})

it('Right alignment order: the text comes first, and a video replaces the picture', () => {
  const { container } = render(<TextSection block={{ ...samples.rightWithVideo, id: 'b' }} context={context} />)
  expect(partOrder(container)).toEqual(['text', 'media'])
  expect(screen.getByRole('heading', { level: 2, name: 'Hear from a school counselor' })).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Hear from a school counselor' }))
  expect(container.querySelector('iframe')?.getAttribute('src')).toContain('/embed/aqz-KE-bpKQ')
  expect(screen.getByRole('img', { name: /yeti mascot/ })).toBeInTheDocument()
  expect(container.querySelector('[class~="body"]')).toHaveClass('border', 'centerMobile', 'top')
})

it('sits over a decorative background picture when one is chosen', () => {
  const { container } = render(<TextSection block={{ ...samples.overBackgroundPicture, id: 'c' }} context={context} />)
  expect(screen.getByRole('region', { name: 'Professional learning for every adult in the building' })).toBeInTheDocument()
  const backdrop = container.querySelector('picture img')
  expect(backdrop).toHaveAttribute('alt', '')
  expect(partOrder(container)).toEqual(['text'])
  expect(screen.getByRole('link', { name: 'Explore SEL for Adults' })).toHaveClass('button', 'orange')
})

it('adds a text link under the buttons and repeats a background pattern behind the section', () => {
  const { container } = render(<TextSection block={{ ...samples.rightWithVideo, id: 'd' }} context={context} />)
  const link = screen.getByRole('link', { name: /Read the research summary/ })
  expect(link).toHaveAttribute('href', '/files/program-evaluation-2024.pdf')
  expect(link).not.toHaveClass('button')
  const section = container.querySelector('section')!
  expect(section).toHaveClass('pattern')
  expect(section.style.backgroundImage).toMatch(/^url\("\/api\/media\/file\/pattern\.png/)
})
