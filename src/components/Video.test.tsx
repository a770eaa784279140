import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import { StreamVideo, Video } from './Video'

it('shows our own thumbnail and loads the privacy-mode player only after play is pressed', () => {
  const { container } = render(<Video videoId="dQw4w9WgXcQ" title="Program overview" />)
  expect(container.querySelector('iframe')).toBeNull()
  expect(container.querySelector('img')).toHaveAttribute('src', '/video-thumbnail/dQw4w9WgXcQ')
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Program overview' }))
  const frame = container.querySelector('iframe')
  expect(frame).toHaveAttribute('title', 'Program overview')
  expect(frame?.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?autoplay=1/)
})

it('loads the streaming player by channel, media and form after play is pressed', () => {
  const { container } = render(
    <StreamVideo title="Kit tour" channelId="ch-12" mediaId="m-34" playerForm="inline" formName="kits" />,
  )
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Kit tour' }))
  const src = new URL(container.querySelector('iframe')!.getAttribute('src')!)
  expect(src.origin).toBe('https://player.heartwiselearning.org')
  expect(Object.fromEntries(src.searchParams)).toMatchObject({ channelId: 'ch-12', mediaId: 'm-34', playerForm: 'inline', formName: 'kits' })
})
