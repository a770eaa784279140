import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import LoopingCarouselSection from './Block'
import { samples } from './sample'

it('goes round from the last picture to the first, with arrows and no thumbnails or visible status', () => {
  const block = samples.lessonMaterials
  render(<LoopingCarouselSection block={{ ...block, id: 'l' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: /Show slide/ })).toBeNull()
  expect(screen.getByText('Slide 1 of 3')).toHaveClass('visually-hidden')
  fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }))
  expect(screen.getByText('Slide 3 of 3')).toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
  expect(screen.getByText('Slide 1 of 3')).toBeInTheDocument()
  expect(screen.getByRole('group', { name: 'Slide 1 of 3' })).toHaveTextContent(block.slides[0].caption)
})
