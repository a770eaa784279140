import { render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

import { MarketingForm } from './MarketingForm.client'
import { FORM_LOAD_ERROR, resetFormsScripts } from './loader'
import { installProvider } from '../../../tests/support/marketing-forms'

beforeEach(() => {
  resetFormsScripts()
  delete window.MktoForms2
})
afterEach(() => vi.restoreAllMocks())

const props = { baseUrl: 'https://forms.example.org', accountId: '763-WVZ-393', label: 'Contact us' } as const

it('has the provider render the form into its element once, in strict mode too', async () => {
  const { loadForm } = installProvider()
  render(
    <StrictMode>
      <MarketingForm {...props} formId={1417} />
    </StrictMode>,
  )
  const form = screen.getByRole('form', { name: 'Contact us' })
  expect(form).toHaveAttribute('id', 'mktoForm_1417')
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible())
  expect(loadForm).toHaveBeenCalledTimes(1)
  expect(loadForm).toHaveBeenCalledWith('https://forms.example.org', '763-WVZ-393', 1417, expect.any(Function))
})

it('hides the form once sent, shows the success message and runs the success callback', async () => {
  const { succeed } = installProvider()
  const onSuccess = vi.fn()
  const onParentSuccess = vi.fn()
  render(<MarketingForm {...props} formId={1417} success={<p>Thanks, we will be in touch.</p>} onSuccess={onSuccess} onParentSuccess={onParentSuccess} />)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible())
  succeed()
  expect(screen.queryByRole('form', { name: 'Contact us' })).not.toBeInTheDocument()
  expect(screen.getByRole('status')).toHaveTextContent('Thanks, we will be in touch.')
  expect(screen.getByRole('status')).toHaveFocus()
  expect(onSuccess).toHaveBeenCalledOnce()
  expect(onParentSuccess).not.toHaveBeenCalled()
})

it('tells the parent when a sign-up form is sent', async () => {
  const { succeed } = installProvider()
  const onParentSuccess = vi.fn()
  render(<MarketingForm {...props} formId={1846} onParentSuccess={onParentSuccess} />)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible())
  succeed()
  expect(onParentSuccess).toHaveBeenCalledOnce()
})

it('marks the parent submitted and sets the cookie when the feedback form is sent', async () => {
  const { succeed } = installProvider()
  const cookie = vi.spyOn(document, 'cookie', 'set')
  const onParentSubmitted = vi.fn()
  render(<MarketingForm {...props} formId={1691} onParentSubmitted={onParentSubmitted} />)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeVisible())
  succeed()
  expect(onParentSubmitted).toHaveBeenCalledOnce()
  expect(cookie).toHaveBeenCalledWith('mktoFormCookie=true; path=/; SameSite=Lax')
})

it('says so when the provider cannot be reached, instead of leaving an empty box', async () => {
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    queueMicrotask(() => node.dispatchEvent(new Event('error')))
    return node
  })
  render(<MarketingForm {...props} formId={2072} />)
  expect(await screen.findByRole('alert')).toHaveTextContent(FORM_LOAD_ERROR)
  expect(FORM_LOAD_ERROR).toBe('This form could not load. Please refresh the page or try again later.')
  expect(screen.queryByRole('form')).not.toBeInTheDocument()
})
