import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'

import { MODAL_CLOSE_MS } from '@/components/Modal.client'
import ImageLightbox from './Block'
import { samples } from './sample'

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open')
  }
})
afterEach(() => vi.restoreAllMocks())

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

it('opens the larger pictures from its link; Escape closes them and focus returns to the link', () => {
  vi.useFakeTimers()
  render(<ImageLightbox block={{ ...samples.lightbox, id: 'i' }} context={context} />)
  expect(screen.getByRole('heading', { level: 2, name: 'What a webinar looks like' })).toBeInTheDocument()
  const trigger = screen.getByRole('button', { name: 'View larger screenshots' })
  fireEvent.click(trigger)
  const dialog = screen.getByRole('dialog', { name: 'What a webinar looks like' })
  expect(within(dialog).getAllByRole('img')).toHaveLength(2)
  fireEvent(dialog, new Event('cancel', { cancelable: true }))
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
  expect(dialog).not.toHaveAttribute('open')
  expect(trigger).toHaveFocus()
  vi.useRealTimers()
})

it('shows no lightbox link when the lightbox has no pictures or no link text', () => {
  render(<ImageLightbox block={{ ...samples.lightbox, id: 'i', lightbox: { images: [], linkText: 'View larger' } }} context={context} />)
  expect(screen.queryByRole('button')).not.toBeInTheDocument()
  expect(screen.getByRole('img')).toBeInTheDocument()
})

it('opens its pop-up address in a 980 by 560 window from the picture', () => {
  const open = vi.spyOn(window, 'open').mockReturnValue({} as Window)
  render(<ImageLightbox block={{ ...samples.popup, id: 'i' }} context={context} />)
  const link = screen.getByRole('link', { name: /opens in a pop-up window/ })
  expect(link).toHaveAttribute('href', samples.popup.popupUrl)
  fireEvent.click(link)
  expect(open).toHaveBeenCalledWith(samples.popup.popupUrl, 'image-popup', 'width=980,height=560')
})
