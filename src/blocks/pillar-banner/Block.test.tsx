import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import PillarBanner from './Block'
import { samples } from './sample'

it('shows the text beside a video that loads only when played', () => {
  const banner = samples.videoInPlace
  const { container } = render(<PillarBanner block={{ ...banner, id: 'v' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(screen.getByRole('heading', { name: banner.title })).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: `Play video: ${banner.title}` }))
  expect(container.querySelector('iframe')?.getAttribute('src')).toContain('/embed/aqz-KE-bpKQ')
})

it('can open the video in a dialog instead', () => {
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
  const popout = samples.videoInDialog
  const { container } = render(<PillarBanner block={{ ...popout, id: 'm' }} context={{ headingLevel: 2, imageLoading: 'lazy' }} />)
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: `Watch video: ${popout.title}` }))
  expect(screen.getByRole('dialog', { name: popout.title })).toBeInTheDocument()
  expect(container.querySelector('dialog iframe')?.getAttribute('src')).toContain('/embed/ScMzIvxBSi4')
})
