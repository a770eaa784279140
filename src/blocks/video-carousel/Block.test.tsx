import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import VideoCarouselSection from './Block'
import { samples } from './sample'

it('holds at most one player, on the active slide, loaded only once a visitor presses play', () => {
  const block = samples.lessonVideos
  const [first, second] = block.slides
  const { container } = render(<VideoCarouselSection block={{ ...block, id: 'v' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { level: 2, name: block.title })).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
  expect(screen.getAllByRole('button', { name: /^Play video/ })).toHaveLength(1)
  expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toHaveTextContent(second.title)

  fireEvent.click(screen.getByRole('button', { name: `Play video: ${first.title}` }))
  expect(container.querySelectorAll('iframe')).toHaveLength(1)
  expect(container.querySelector('iframe')?.getAttribute('src')).toContain(`/embed/${first.videoId}`)

  // Changing slide turns autoplay on: the new active slide plays, the previous one is back to its poster.
  fireEvent.click(screen.getByRole('button', { name: 'Next slide' }))
  expect(container.querySelectorAll('iframe')).toHaveLength(1)
  expect(container.querySelector('iframe')?.getAttribute('src')).toContain(`/embed/${second.videoId}`)
  expect(screen.queryByRole('button', { name: /^Play video/ })).toBeNull()
})

it('shows the next video’s poster, not its player, when a visitor browses without playing', () => {
  const block = samples.lessonVideos
  const { container } = render(<VideoCarouselSection block={{ ...block, id: 'v' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  fireEvent.keyDown(screen.getByRole('group', { name: block.title }), { key: 'ArrowRight' })
  expect(screen.getByText('Slide 2 of 3')).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
  expect(screen.getByRole('button', { name: `Play video: ${block.slides[1].title}` })).toBeInTheDocument()
})
