import { render, screen, within } from '@testing-library/react'
import { beforeEach, expect, it } from 'vitest'

import { resetFormsScripts } from '@/features/marketing-forms/loader'
import { installProvider } from '../../../tests/support/marketing-forms'
import MarketingFormSection from './Block'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

beforeEach(() => {
  resetFormsScripts()
  delete window.MktoForms2
})

it('shows the title, the text and the provider’s form, and the success message in its place once sent', async () => {
  const { loadForm, succeed } = installProvider()
  const { container } = render(<MarketingFormSection block={{ ...samples.contact, id: 'm1' }} context={context} />)
  const section = screen.getByRole('region', { name: 'Send us a message' })
  expect(container.querySelector('section')).toHaveAttribute('id', 'message-scroll')
  expect(within(section).getByText(/Leave your email address/)).toBeInTheDocument()
  const form = within(section).getByRole('form', { name: 'Send us a message' })
  expect(await within(form).findByRole('button', { name: 'Submit' })).toBeVisible()
  expect(loadForm).toHaveBeenCalledWith('https://go.heartwiselearning.org', '763-WVZ-393', 1417, expect.any(Function))

  succeed()
  expect(within(section).queryByRole('form')).not.toBeInTheDocument()
  expect(within(section).getByRole('heading', { level: 3, name: 'Thank you!' })).toBeVisible()
  expect(within(section).getByText(/We have received your message/)).toBeVisible()
})

it('names an untitled form by its name and puts the success title at the section level', async () => {
  const { succeed } = installProvider()
  render(<MarketingFormSection block={{ ...samples.untitled, id: 'm2' }} context={context} />)
  expect(await screen.findByRole('button', { name: 'Submit' })).toBeVisible()
  expect(screen.getByRole('form', { name: 'Classroom kits quote request' })).toHaveAttribute('id', 'mktoForm_1639')
  succeed()
  expect(screen.getByRole('heading', { level: 2, name: 'Your quote is on its way' })).toBeVisible()
})

it('shows nothing for a form id that is not one of the forms', () => {
  const { container } = render(<MarketingFormSection block={{ ...samples.contact, id: 'm3', formId: '1' as '1417' }} context={context} />)
  expect(container).toBeEmptyDOMElement()
})
