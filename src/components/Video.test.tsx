import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import { StreamVideo, Video, VideoPopout } from './Video'

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

it('plays one video of a group at a time: starting one returns the other to its poster', () => {
  const { container } = render(
    <>
      <Video videoId="aqz-KE-bpKQ" title="First" group="g" />
      <Video videoId="ScMzIvxBSi4" title="Second" group="g" />
      <Video videoId="eRsGyueVLvQ" title="Elsewhere" />
    </>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Play video: First' }))
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Elsewhere' }))
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Second' }))
  expect([...container.querySelectorAll('iframe')].map((frame) => frame.title)).toEqual(['Second', 'Elsewhere'])
  expect(screen.getByRole('button', { name: 'Play video: First' })).toBeInTheDocument()
})

it('opens a popout from a button, with the hosted player, only when asked', () => {
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
  const { container } = render(<VideoPopout title="Kit tour" stream={{ channelId: 'ch-12', mediaId: 'm-34' }} buttonText="Watch the tour" />)
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Watch the tour' }))
  expect(container.querySelector('dialog iframe')?.getAttribute('src')).toContain('channelId=ch-12')
})
