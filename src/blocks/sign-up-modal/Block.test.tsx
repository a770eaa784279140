import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import { MODAL_CLOSE_MS } from '@/components/Modal.client'
import { modelDialogs } from '../../../tests/support/dialog'
import { resetFormsScripts } from '@/features/marketing-forms/loader'
import { installProvider } from '../../../tests/support/marketing-forms'
import SignUpModalSection from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

beforeAll(modelDialogs)
beforeEach(() => {
  resetFormsScripts()
  delete window.MktoForms2
})
afterEach(() => vi.useRealTimers())

it('shows the section title and text, and a button that opens the modal with the sign-up form', async () => {
  const { loadForm } = installProvider()
  render(<SignUpModalSection block={{ ...samples.highSchool, id: 'u1' }} context={context} />)
  const section = screen.getByRole('region', { name: 'Be the first to know' })
  expect(within(section).getByText(/pilot lessons, research findings/)).toBeInTheDocument()
  expect(screen.queryByRole('form')).not.toBeInTheDocument()

  fireEvent.click(screen.getByRole('button', { name: 'Sign up for updates' }))
  expect(document.body.style.overflow).toBe('hidden')
  const dialog = screen.getByRole('dialog', { name: 'Sign up for high school updates' })
  expect(within(dialog).getByText(/No more than one email a month/)).toBeVisible()
  expect(await within(dialog).findByRole('button', { name: 'Submit' })).toBeVisible()
  expect(within(dialog).getByRole('form', { name: 'Sign up for high school updates' })).toHaveAttribute('id', 'mktoForm_1846')
  expect(loadForm).toHaveBeenCalledOnce()
})

it('once the form is sent, hides the (+) button and offers a Close link that closes the modal and restores scrolling', async () => {
  const { succeed } = installProvider()
  render(<SignUpModalSection block={{ ...samples.highSchool, id: 'u2' }} context={context} />)
  fireEvent.click(screen.getByRole('button', { name: 'Sign up for updates' }))
  const dialog = screen.getByRole('dialog', { name: 'Sign up for high school updates' })
  const plus = within(dialog).getByRole('button', { name: 'Close' })
  expect(plus.querySelector('svg')).not.toBeNull()
  await within(dialog).findByRole('button', { name: 'Submit' })

  succeed()
  expect(within(dialog).getByRole('heading', { level: 3, name: 'You are on the list!' })).toBeVisible()
  const closeLink = within(dialog).getByRole('button', { name: 'Close' })
  expect(closeLink).not.toBe(plus)
  expect(closeLink).toHaveTextContent('Close')
  expect(plus).not.toBeInTheDocument()

  vi.useFakeTimers()
  fireEvent.click(closeLink)
  act(() => vi.advanceTimersByTime(MODAL_CLOSE_MS))
  expect(dialog).not.toHaveAttribute('open')
  expect(document.body.style.overflow).toBe('')
  expect(screen.getByRole('button', { name: 'Sign up for updates' })).toHaveFocus()
})

it('can be just the button', () => {
  render(<SignUpModalSection block={{ ...samples.buttonOnly, id: 'u3' }} context={context} />)
  expect(screen.queryByRole('heading')).toBeNull()
  expect(screen.getByRole('button', { name: 'Get program news' })).toHaveAttribute('aria-haspopup', 'dialog')
})
