import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import ImageCarouselSection from './Block'
import { samples } from './sample'

it('shows the pictures with captions one at a time, with a thumbnail for each that selects it', () => {
  const block = samples.classroomPhotos
  render(<ImageCarouselSection block={{ ...block, id: 'c' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument()
  expect(screen.getByRole('group', { name: block.title })).toHaveAttribute('aria-roledescription', 'carousel')
  const first = screen.getByRole('group', { name: 'Slide 1 of 4' })
  expect(first).toHaveTextContent(block.slides[0].caption)
  expect(first.querySelector('img')).toHaveAttribute('alt', block.slides[0].image.alt)
  expect(screen.getAllByRole('button', { name: /^Show slide \d of 4$/ })).toHaveLength(4)
  fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 4' }))
  expect(screen.getByText('Slide 3 of 4')).toHaveAttribute('aria-live', 'polite')
  expect(screen.getByRole('group', { name: 'Slide 3 of 4' })).toHaveTextContent(block.slides[2].caption)
})
