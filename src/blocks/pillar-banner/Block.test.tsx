import { fireEvent, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'

import PillarBanner from './Block'
import { sample } from './sample'

it('shows the text beside a video that loads only when played', () => {
  const { container } = render(<PillarBanner block={{ ...sample[0], id: 'v' }} />)
  expect(screen.getByRole('heading', { name: sample[0].title })).toBeInTheDocument()
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: `Play video: ${sample[0].title}` }))
  expect(container.querySelector('iframe')?.getAttribute('src')).toContain('/embed/aqz-KE-bpKQ')
})

it('can open the video in a dialog instead', () => {
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
  const popout = sample[1]
  const { container } = render(<PillarBanner block={{ ...popout, id: 'm' }} />)
  expect(container.querySelector('iframe')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: `Watch video: ${popout.title}` }))
  expect(screen.getByRole('dialog', { name: popout.title })).toBeInTheDocument()
  expect(container.querySelector('dialog iframe')?.getAttribute('src')).toContain('/embed/ScMzIvxBSi4')
})
