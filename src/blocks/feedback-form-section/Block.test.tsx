import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import { MODAL_CLOSE_MS } from '@/components/Modal.client'
import { modelDialogs } from '../../../tests/support/dialog'
import { resetFormsScripts } from '@/features/marketing-forms/loader'
import { installProvider } from '../../../tests/support/marketing-forms'
import FeedbackFormSection from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

beforeAll(modelDialogs)
beforeEach(() => {
  resetFormsScripts()
  delete window.MktoForms2
  window.history.replaceState(null, '', '/')
})
afterEach(() => vi.useRealTimers())

it('shows title, text, picture and form, then swaps to the feedback message and sets the cookie once sent', async () => {
  const { loadForm, succeed } = installProvider()
  const cookie = vi.spyOn(document, 'cookie', 'set')
  render(<FeedbackFormSection block={{ ...samples.webinar, id: 'f1' }} context={context} />)
  const section = screen.getByRole('region', { name: 'How was this webinar?' })
  expect(within(section).getByText(/less than a minute/)).toBeInTheDocument()
  expect(within(section).getByRole('img', { name: 'A presenter leading an online session for educators' })).toBeInTheDocument()
  expect(await within(section).findByRole('button', { name: 'Submit' })).toBeVisible()
  expect(within(section).getByRole('form', { name: 'How was this webinar?' })).toHaveAttribute('id', 'mktoForm_1691')
  expect(loadForm).toHaveBeenCalledWith(expect.any(String), '763-WVZ-393', 1691, expect.any(Function))

  succeed()
  const swapped = screen.getByRole('region', { name: 'Thank you for your feedback!' })
  expect(within(swapped).getByRole('heading', { level: 2, name: 'Thank you for your feedback!' })).toBeVisible()
  expect(within(swapped).getByText(/We read every answer/)).toBeVisible()
  expect(within(swapped).getByRole('status')).toHaveFocus()
  expect(within(swapped).queryByRole('form')).not.toBeInTheDocument()
  expect(within(swapped).queryByRole('img')).not.toBeInTheDocument()
  expect(screen.queryByText(/less than a minute/)).not.toBeInTheDocument()
  expect(cookie).toHaveBeenCalledWith('mktoFormCookie=true; path=/; SameSite=Lax')
})

it('with "Show in a modal", shows a button on the page that opens the same content in a modal', async () => {
  installProvider()
  render(<FeedbackFormSection block={{ ...samples.modal, id: 'f2' }} context={context} />)
  expect(screen.queryByRole('heading')).toBeNull()
  expect(screen.queryByRole('form')).not.toBeInTheDocument()
  fireEvent.click(screen.getByRole('button', { name: 'Share your feedback' }))
  const dialog = screen.getByRole('dialog', { name: 'How are the family resources working for you?' })
  expect(within(dialog).getByText(/real family routines/)).toBeVisible()
  expect(await within(dialog).findByRole('form', { name: 'How are the family resources working for you?' })).toHaveAttribute('id', 'mktoForm_1138')
})

it('opens the modal at load for a feedback link (aliid), locks scrolling; Escape closes it, restores scrolling and drops aliid from the address', async () => {
  const { succeed } = installProvider()
  window.history.replaceState(null, '', '/family-supports?aliid=ab12&utm_source=mail')
  const { container } = render(<FeedbackFormSection block={{ ...samples.modal, id: 'f3' }} context={context} />)
  const dialog = container.querySelector('dialog')!
  expect(dialog).toHaveAttribute('open')
  expect(document.body.style.overflow).toBe('hidden')
  await within(dialog).findByRole('button', { name: 'Submit' })
  succeed()
  expect(within(dialog).getByRole('heading', { level: 3, name: 'Thank you!' })).toBeVisible()

  vi.useFakeTimers()
  fireEvent(dialog, new Event('cancel', { cancelable: true }))
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
  expect(dialog).not.toHaveAttribute('open')
  expect(document.body.style.overflow).toBe('')
  expect(window.location.search).toBe('?utm_source=mail')
})

it('stays closed at load without a feedback link, and closes on a backdrop click', () => {
  installProvider()
  const { container, unmount } = render(<FeedbackFormSection block={{ ...samples.modal, id: 'f4' }} context={context} />)
  expect(container.querySelector('dialog')).not.toHaveAttribute('open')
  expect(document.body.style.overflow).toBe('')
  unmount()

  window.history.replaceState(null, '', '/family-supports?aliid=1')
  const dialog = render(<FeedbackFormSection block={{ ...samples.modal, id: 'f4' }} context={context} />).container.querySelector('dialog')!
  expect(dialog).toHaveAttribute('open')
  vi.useFakeTimers()
  fireEvent.click(dialog)
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
  expect(dialog).not.toHaveAttribute('open')
  expect(document.body.style.overflow).toBe('')
  expect(window.location.search).toBe('')
})

it('gets the narrower blog layout and the full width as asked', () => {
  const { container } = render(<FeedbackFormSection block={{ ...samples.webinar, id: 'f5', blogTemplate: true, fullWidth: true }} context={context} />)
  expect(container.querySelector('section')).toHaveClass('full-width')
  expect(container.querySelector('section > div')).toHaveClass('narrow')
})
