import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import { Modal, MODAL_CLOSE_MS, MODAL_FADE_MS } from './Modal.client'
import { modelDialogs } from '../../tests/support/dialog'

beforeAll(modelDialogs)
beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

const renderModal = () =>
  render(
    <Modal title="Watch the overview" triggerLabel="Watch video">
      <p>Dialog content</p>
    </Modal>,
  )

it('opens from its button, locks page scrolling and shows its content', () => {
  renderModal()
  expect(screen.queryByText('Dialog content')).not.toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Watch video' }))
  expect(document.body.style.overflow).toBe('hidden')
  expect(screen.getByText('Dialog content')).toBeVisible()
})

it('closes after the 350 ms animation, restores scrolling and returns focus to the button', () => {
  renderModal()
  const trigger = screen.getByRole('button', { name: 'Watch video' })
  fireEvent.click(trigger)
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS - 10))
  expect(screen.getByText('Dialog content')).toBeInTheDocument()
  act(() => vi.advanceTimersByTime(20))
  expect(screen.queryByText('Dialog content')).not.toBeInTheDocument()
  expect(document.body.style.overflow).toBe('')
  expect(trigger).toHaveFocus()
})

it('closes on Escape (the dialog cancel event) and on a backdrop click', () => {
  const { container } = renderModal()
  const dialog = container.querySelector('dialog')!
  fireEvent.click(screen.getByRole('button', { name: 'Watch video' }))
  fireEvent(dialog, new Event('cancel', { cancelable: true }))
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
  expect(dialog).not.toHaveAttribute('open')

  fireEvent.click(screen.getByRole('button', { name: 'Watch video' }))
  fireEvent.click(dialog)
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
  expect(dialog).not.toHaveAttribute('open')
})

it('swaps the (+) button for a Close link under the content when asked, which closes it too', () => {
  const { container, rerender } = renderModal()
  fireEvent.click(screen.getByRole('button', { name: 'Watch video' }))
  expect(screen.getAllByRole('button', { name: 'Close' })).toHaveLength(1)
  rerender(
    <Modal title="Watch the overview" triggerLabel="Watch video" closeAsLink>
      <p>Dialog content</p>
    </Modal>,
  )
  const link = screen.getByRole('button', { name: 'Close' })
  expect(link).toHaveTextContent('Close')
  expect(container.querySelector('svg')).toBeNull()
  fireEvent.click(link)
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
  expect(container.querySelector('dialog')).not.toHaveAttribute('open')
})

it('opens at load when asked, and reports its closing', () => {
  const onClose = vi.fn()
  const { container } = render(
    <Modal title="Tell us what you think" triggerLabel="Give feedback" openAtLoad={() => true} onClose={onClose}>
      <p>Feedback form</p>
    </Modal>,
  )
  expect(container.querySelector('dialog')).toHaveAttribute('open')
  expect(document.body.style.overflow).toBe('hidden')
  expect(screen.getByText('Feedback form')).toBeVisible()
  fireEvent(container.querySelector('dialog')!, new Event('cancel', { cancelable: true }))
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
  expect(document.body.style.overflow).toBe('')
  expect(onClose).toHaveBeenCalledOnce()
})

it('opens and closes from the page’s own controls when controlled, with no button of its own, fading in 200 ms', () => {
  const onClose = vi.fn()
  const view = (open: boolean) => (
    <Modal title="Representatives" open={open} onClose={onClose} variant="fade">
      <p>Contact list</p>
    </Modal>
  )
  const { container, rerender } = render(view(false))
  const dialog = container.querySelector('dialog')!
  expect(screen.queryByRole('button', { hidden: true, name: /Representatives/ })).not.toBeInTheDocument()
  expect(dialog).not.toHaveAttribute('open')
  rerender(view(true))
  expect(dialog).toHaveAttribute('open')
  expect(document.body.style.overflow).toBe('hidden')
  expect(screen.getByText('Contact list')).toBeVisible()
  fireEvent.click(screen.getByRole('button', { name: 'Close' }))
  act(() => vi.advanceTimersByTime(MODAL_FADE_MS - 10))
  expect(dialog).toHaveAttribute('open')
  act(() => vi.advanceTimersByTime(20))
  expect(dialog).not.toHaveAttribute('open')
  expect(document.body.style.overflow).toBe('')
  expect(onClose).toHaveBeenCalledOnce()
})
