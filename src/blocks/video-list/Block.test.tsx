import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeAll, expect, it } from 'vitest'

import { pausesSentTo } from '../../../tests/support/video-group'
import VideoList from './Block'
import { samples } from './sample'

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
})

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('plays the videos in the list one at a time, with their captions', () => {
  const { container } = render(<VideoList block={{ ...samples.inPlace, id: 'l' }} context={context} />)
  expect(within(screen.getByRole('list', { name: samples.inPlace.title })).getAllByRole('listitem')).toHaveLength(3)
  expect(screen.getByText('Pass the calm')).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Simon says, with a twist' }))
  const pauses = pausesSentTo(screen.getByTitle('Simon says, with a twist'))
  fireEvent.click(screen.getByRole('button', { name: 'Play video: Pass the calm' }))
  expect(screen.getByTitle('Pass the calm')).toHaveAttribute('src', expect.stringContaining('/embed/eRsGyueVLvQ'))
  expect(pauses()).toBe(1)
})

it('shows an editor’s picture as the poster instead of the video thumbnail', () => {
  render(<VideoList block={{ ...samples.inPlace, id: 'l' }} context={context} />)
  const poster = screen.getByRole('button', { name: 'Play video: Pass the calm' })
  expect(poster.querySelector('img')).toHaveAttribute('src', expect.stringContaining('students'))
})

it('with the lightbox, opens each video in a dialog', () => {
  const { container } = render(<VideoList block={{ ...samples.lightbox, id: 'l' }} context={context} />)
  fireEvent.click(screen.getByRole('button', { name: 'Watch video: Setting up a calm-down corner' }))
  const dialog = screen.getByRole('dialog', { name: 'Setting up a calm-down corner' })
  expect(within(dialog).getByTitle('Setting up a calm-down corner')).toHaveAttribute('src', expect.stringContaining('/embed/aqz-KE-bpKQ'))
  expect(container.querySelectorAll('iframe')).toHaveLength(1)
})
