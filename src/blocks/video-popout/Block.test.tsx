import { fireEvent, render, screen, within } from '@testing-library/react'
import { beforeAll, expect, it } from 'vitest'

import VideoPopout from './Block'
import { samples } from './sample'

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
})

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('opens the video by id in a dialog from its picture; nothing loads before', () => {
  const { container } = render(<VideoPopout block={{ ...samples.picture, id: 'p' }} context={context} />)
  expect(screen.getByRole('heading', { level: 2, name: samples.picture.title })).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
  const trigger = screen.getByRole('button', { name: `Watch video: ${samples.picture.title}` })
  expect(trigger.querySelector('img')).toHaveAttribute('src', expect.stringContaining('classroom'))
  fireEvent.click(trigger)
  const dialog = screen.getByRole('dialog', { name: samples.picture.title })
  expect(within(dialog).getByTitle(samples.picture.title)).toHaveAttribute('src', expect.stringContaining('/embed/ScMzIvxBSi4'))
})

it('opens the hosted player from a button', () => {
  const { container } = render(<VideoPopout block={{ ...samples.hostedPlayer, id: 'h' }} context={context} />)
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Watch the how-to video' }))
  const dialog = screen.getByRole('dialog', { name: samples.hostedPlayer.title })
  const src = new URL(within(dialog).getByTitle(samples.hostedPlayer.title).getAttribute('src')!)
  expect(src.searchParams.get('channelId')).toBe('heartwise-webinars')
  expect(src.searchParams.get('mediaId')).toBe('joining-a-webinar')
})
