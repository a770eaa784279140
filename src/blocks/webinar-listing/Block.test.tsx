import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import { pausesSentTo } from '../../../tests/support/video-group'
import WebinarListing from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('lists each recording with its thumbnail, play button and details', () => {
  const { container } = render(<WebinarListing block={{ ...samples.popular, id: 'w' }} context={context} />)
  expect(screen.getByRole('heading', { level: 3, name: 'Family partnerships' })).toBeInTheDocument()
  expect(screen.getByText('30 minutes')).toBeInTheDocument()
  expect(screen.getByText('Families')).toBeInTheDocument()
  expect(screen.getByText(/take-home activities/)).toBeInTheDocument()
  const play = screen.getByRole('button', { name: 'Play video: Family partnerships' })
  expect(play.querySelector('img')).toHaveAttribute('src', '/video-thumbnail/ScMzIvxBSi4')
  expect(container.querySelector('iframe')).toBeNull()
})

it('swaps the thumbnail for the player, which plays when ready; one recording plays at a time', () => {
  const { container } = render(<WebinarListing block={{ ...samples.popular, id: 'w' }} context={context} />)
  const frame = screen.getByRole('button', { name: 'Play video: SEL 101' }).parentElement!
  expect(frame.className).toMatch(/webinarThumbnail/)
  fireEvent.click(screen.getByRole('button', { name: 'Play video: SEL 101' }))
  expect(screen.queryByRole('button', { name: 'Play video: SEL 101' })).not.toBeInTheDocument()
  expect(screen.getByTitle('SEL 101')).toHaveAttribute('src', expect.stringMatching(/\/embed\/aqz-KE-bpKQ\?autoplay=1/))
  expect(frame.className).not.toMatch(/webinarThumbnail/)
  const pauses = pausesSentTo(screen.getByTitle('SEL 101'))
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Data that matters' }))
  expect(container.querySelectorAll('iframe')).toHaveLength(2)
  expect(pauses()).toBe(1)
})
