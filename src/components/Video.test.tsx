import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import { pausesSentTo } from '../../tests/support/video-group'
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

it('moves focus to the player in place of the play button, and keeps it there once the player has loaded', () => {
  const { container } = render(
    <>
      <Video videoId="dQw4w9WgXcQ" title="Program overview" />
      <a href="#next">Next</a>
    </>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Program overview' }))
  const frame = container.querySelector('iframe')!
  expect(frame).toHaveFocus()
  // Loading the player's page drops the focus to the body: it comes back to the player.
  frame.blur()
  expect(document.body).toHaveFocus()
  fireEvent.load(frame)
  expect(frame).toHaveFocus()
})

it('leaves the focus where the visitor moved it before the player loaded', () => {
  const { container } = render(
    <>
      <Video videoId="dQw4w9WgXcQ" title="Program overview" />
      <a href="#next">Next</a>
    </>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Program overview' }))
  const next = screen.getByRole('link', { name: 'Next' })
  next.focus()
  fireEvent.load(container.querySelector('iframe')!)
  expect(next).toHaveFocus()
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

it('plays one video of a group at a time: starting one pauses the other where it is, and no video outside the group', () => {
  const { container } = render(
    <>
      <Video videoId="aqz-KE-bpKQ" title="First" group="g" />
      <Video videoId="ScMzIvxBSi4" title="Second" group="g" />
      <Video videoId="eRsGyueVLvQ" title="Elsewhere" />
    </>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Play video: First' }))
  const firstPauses = pausesSentTo(screen.getByTitle('First'))
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Elsewhere' }))
  const elsewherePauses = pausesSentTo(screen.getByTitle('Elsewhere'))
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Second' }))
  expect([...container.querySelectorAll('iframe')].map((frame) => frame.title)).toEqual(['First', 'Second', 'Elsewhere'])
  expect(screen.getByTitle('First').getAttribute('src')).toContain('enablejsapi=1')
  expect(firstPauses()).toBe(1)
  expect(elsewherePauses()).toBe(0)
})

it('pauses a video of the group when the visitor resumes another inside its player', () => {
  render(
    <>
      <Video videoId="aqz-KE-bpKQ" title="First" group="g" />
      <Video videoId="ScMzIvxBSi4" title="Second" group="g" />
    </>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Play video: First' }))
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Second' }))
  const secondPauses = pausesSentTo(screen.getByTitle('Second'))
  const first = (screen.getByTitle('First') as HTMLIFrameElement).contentWindow
  // Another window's message does not count; the first player's report that it plays again does.
  fireEvent(window, new MessageEvent('message', { data: JSON.stringify({ event: 'infoDelivery', info: { playerState: 1 } }) }))
  expect(secondPauses()).toBe(0)
  fireEvent(window, new MessageEvent('message', { data: JSON.stringify({ event: 'infoDelivery', info: { playerState: 1 } }), source: first }))
  expect(secondPauses()).toBe(1)
})

it('returns a streaming player of a group to its poster, as it takes no pause command', () => {
  render(
    <>
      <StreamVideo title="Kit tour" channelId="ch-12" group="s" />
      <StreamVideo title="Puppet tour" channelId="ch-13" group="s" />
    </>,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Kit tour' }))
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Puppet tour' }))
  expect(screen.getByRole('button', { name: 'Play video: Kit tour' })).toBeInTheDocument()
  expect(screen.getByTitle('Puppet tour').tagName).toBe('IFRAME')
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
