import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest'

import { SEND_FAILED_MESSAGE } from '@/features/leads/client'
import { env } from '@/server/env.server'
import InterestForm from './Block'
import { InterestFormFields } from './Block.client'
import { samples } from './sample'

const context = { headingLevel: 2, imageLoading: 'lazy' } as const

type Answer = { status: number; body?: unknown }
let answers: Answer[]
let fetchMock: MockInstance<typeof fetch>
let consoleError: MockInstance<typeof console.error>

beforeEach(() => {
  answers = []
  fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    const next = answers.shift()
    if (!next) throw new TypeError('Failed to fetch')
    return new Response(next.body === undefined ? null : JSON.stringify(next.body), { status: next.status })
  })
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  fetchMock.mockRestore()
  consoleError.mockRestore()
})

const renderFirst = () => render(<InterestForm block={{ ...samples.outOfSchoolTime, id: 'f1' }} context={context} />)
const renderSecond = (apiBase = 'https://content.example.org') =>
  render(<InterestFormFields kind="second" apiBase={apiBase} campaignId="SELA PublicSite" label="Bring SEL for Adults to your staff" headingLevel={3} />)

const field = (name: string | RegExp) => screen.getByRole('textbox', { name })
const select = (name: string) => screen.getByRole('combobox', { name })
const submit = () => screen.getByRole('button', { name: /Submit|Sending/ })
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } })

function fillValid({ email = 'maria@riverside.org' } = {}) {
  type('First name', 'Maria')
  type('Last name', 'Okafor')
  type('Title', 'Program Director')
  type('Email', email)
  fireEvent.change(screen.getByRole('textbox', { name: 'Phone' }), { target: { value: '(555) 010-0199' } })
  type('Organization or site name', 'Riverside Afterschool')
  fireEvent.change(select('Country'), { target: { value: 'us' } })
  fireEvent.change(select('State'), { target: { value: 'NY' } })
}

/** The JSON body of the nth call. */
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call][1]?.body))
const customFields = (inResearch: boolean, sendUpdates: boolean) => [
  { name: 'custom_field_14', value: String(inResearch) },
  { name: 'custom_field_15', value: String(sendUpdates) },
]

/** Fills the first form validly and submits it, the endpoints answering `given` in turn. */
function sendFirst(given: Answer[]) {
  answers = given
  renderFirst()
  fireEvent.click(screen.getByRole('checkbox', { name: /researching/ }))
  fillValid()
  fireEvent.click(submit())
}

/** The message a control's aria-describedby points at. */
const messageOf = (element: HTMLElement) => document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent

it('is an anchored section named by its title, with the form, its labels and the hidden campaign id', () => {
  const { container } = renderFirst()
  const section = screen.getByRole('region', { name: 'Get more information' })
  expect(section).toHaveAttribute('id', 'interest-form-scroll')
  expect(within(section).getByRole('heading', { level: 2, name: 'Get more information' })).toBeInTheDocument()
  const form = screen.getByRole('form', { name: 'Get more information' })
  expect(form).toHaveAttribute('novalidate')
  expect(screen.getByRole('checkbox', { name: /researching/ })).not.toBeChecked()
  expect(screen.getByRole('checkbox', { name: /Send me news/ })).toBeInTheDocument()
  expect(field('First name')).toHaveAttribute('autocomplete', 'given-name')
  expect(field('First name')).toHaveAttribute('maxlength', '50')
  expect(field('Title')).toHaveAttribute('autocomplete', 'organization-title')
  expect(field('Email')).toHaveAttribute('type', 'email')
  expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel')
  expect(field('Organization or site name')).toHaveAttribute('autocomplete', 'organization')
  expect(select('Country')).toHaveAttribute('autocomplete', 'country')
  expect(within(select('Country')).getAllByRole('option')[0]).toHaveTextContent('Select')
  expect(container.querySelector('input[type="hidden"][name="campaignId"]')).toHaveValue('OST PublicSite')
  const honeypot = container.querySelector('input[name="website"]')
  expect(honeypot).toHaveAttribute('tabindex', '-1')
  expect(honeypot).toHaveAttribute('autocomplete', 'off')
  expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull()
})

it('shows every required message under its field on an empty submit and focuses the first', async () => {
  renderFirst()
  fireEvent.click(submit())
  await waitFor(() => expect(screen.getByRole('checkbox', { name: /researching/ })).toHaveFocus())
  const checkbox = screen.getByRole('checkbox', { name: /researching/ })
  expect(checkbox).toHaveAttribute('aria-invalid', 'true')
  expect(messageOf(checkbox)).toBe('Please check one of the checkboxes above.')
  expect(screen.getByRole('group', { name: 'Check at least one' })).toHaveTextContent('Please check one of the checkboxes above.')
  const expected: [HTMLElement, string][] = [
    [field('First name'), 'Please enter your first name.'],
    [field('Last name'), 'Please enter your last name.'],
    [field('Title'), 'Please enter your title.'],
    [field('Email'), 'Please enter your email address.'],
    [screen.getByRole('textbox', { name: 'Phone' }), 'Please enter your phone number.'],
    [field('Organization or site name'), 'Please enter your organization or site name.'],
    [select('Country'), 'Please select your country.'],
  ]
  for (const [control, message] of expected) {
    expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(messageOf(control)).toBe(message)
    // Directly under its field.
    expect(control.nextElementSibling).toHaveTextContent(message)
  }
  expect(fetchMock).not.toHaveBeenCalled()
})

it('accepts the first form with only the updates box, then asks for the state and moves the focus to it', async () => {
  renderFirst()
  fillValid()
  fireEvent.change(select('State'), { target: { value: '' } })
  fireEvent.click(screen.getByRole('checkbox', { name: /Send me news/ }))
  fireEvent.click(submit())
  await waitFor(() => expect(select('State')).toHaveFocus())
  expect(messageOf(select('State'))).toBe('Please enter your state.')
  expect(screen.queryByText('Please check one of the checkboxes above.')).toBeNull()
  type('Email', 'maria@')
  fireEvent.click(submit())
  await waitFor(() => expect(field('Email')).toHaveFocus())
  expect(messageOf(field('Email'))).toBe('Email is not valid.')
})

it('shows a state list only for the United States and Canada, cleared when the country changes', () => {
  renderFirst()
  expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull()
  fireEvent.change(select('Country'), { target: { value: 'us' } })
  expect(within(select('State')).getByRole('option', { name: 'New York' })).toBeInTheDocument()
  expect(select('State')).toHaveAttribute('autocomplete', 'address-level1')
  fireEvent.change(select('State'), { target: { value: 'NY' } })
  fireEvent.change(select('Country'), { target: { value: 'ca' } })
  expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull()
  expect(select('Province')).toHaveValue('')
  expect(within(select('Province')).getByRole('option', { name: 'Ontario' })).toBeInTheDocument()
  fireEvent.change(select('Province'), { target: { value: 'ON' } })
  fireEvent.change(select('Country'), { target: { value: 'gb' } })
  expect(screen.queryByRole('combobox', { name: 'Province' })).toBeNull()
  fireEvent.change(select('Country'), { target: { value: 'ca' } })
  expect(select('Province')).toHaveValue('')
})

it('creates the contact, says so while sending, then replaces the form by the thank-you text and focuses it', async () => {
  sendFirst([{ status: 200, body: { results: [] } }, { status: 201, body: { status: 'received' } }])
  expect(submit()).toBeDisabled()
  expect(submit()).toHaveTextContent('Sending…')
  const thanks = await screen.findByRole('heading', { level: 3, name: 'Thank You!' })
  await waitFor(() => expect(thanks).toHaveFocus())
  expect(screen.getByText('Your submission has been received.')).toBeInTheDocument()
  expect(screen.queryByRole('form')).toBeNull()
  expect(fetchMock.mock.calls.map(([url, init]) => [init?.method, url])).toEqual([
    ['GET', '/api/constant-contact/verify/maria%40riverside.org'],
    ['POST', '/api/constant-contact/create'],
  ])
  expect(bodyOf(1)).toMatchObject({ form: 'first', campaign_id: 'OST PublicSite', custom_fields: customFields(true, false), website: '' })
})

it('keeps every value on a failure, shows the message in an alert, and retries with the same submission id', async () => {
  sendFirst([{ status: 200, body: { results: [] } }, { status: 503, body: { message: 'Not stored' } }])
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SEND_FAILED_MESSAGE))
  await waitFor(() => expect(submit()).toHaveFocus())
  expect(submit()).toBeEnabled()
  expect(submit()).toHaveTextContent('Submit')
  expect(field('First name')).toHaveValue('Maria')
  expect(field('Email')).toHaveValue('maria@riverside.org')
  expect(select('State')).toHaveValue('NY')
  expect(screen.getByRole('checkbox', { name: /researching/ })).toBeChecked()
  expect(consoleError).toHaveBeenCalledWith('Interest form: the contact create failed.', { status: 503, statusText: '' })

  answers = [{ status: 200, body: { results: [{ id: 'ref-9' }] } }, { status: 200, body: { status: 'received' } }]
  fireEvent.click(submit())
  expect(await screen.findByRole('heading', { name: 'Thank You!' })).toBeInTheDocument()
  const bodies = fetchMock.mock.calls.filter(([, init]) => init?.body).map(([, init]) => JSON.parse(String(init?.body)))
  expect(bodies).toHaveLength(2)
  expect(bodies[0].submission_id).toEqual(expect.any(String))
  expect(bodies[1].submission_id).toBe(bodies[0].submission_id)
  expect(fetchMock.mock.calls[3][0]).toBe('/api/constant-contact/update/ref-9')
})

it("shows the server's field messages under their fields", async () => {
  sendFirst([{ status: 200, body: { results: [] } }, { status: 400, body: { message: 'Invalid', errors: { phone: 'Please enter a valid phone number.' } } }])
  const phone = screen.getByRole('textbox', { name: 'Phone' })
  await waitFor(() => expect(phone).toHaveFocus())
  expect(messageOf(phone)).toBe('Please enter a valid phone number.')
})

it('the second form has only the optional research box and sends to the content site', async () => {
  answers = [{ status: 200, body: { results: [] } }, { status: 201, body: { status: 'received' } }]
  renderSecond()
  expect(screen.getAllByRole('checkbox')).toHaveLength(1)
  expect(screen.queryByRole('checkbox', { name: /Send me news/ })).toBeNull()
  fillValid({ email: 'lee@cedargrove.org' })
  fireEvent.click(submit())
  expect(await screen.findByRole('heading', { level: 3, name: 'Thank You!' })).toBeInTheDocument()
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    'https://content.example.org/api/constant-contact/verify/lee%40cedargrove.org',
    'https://content.example.org/api/constant-contact/create',
  ])
  expect(bodyOf(1)).toMatchObject({ form: 'second', campaign_id: 'SELA PublicSite', custom_fields: customFields(false, false) })
})

it("the server block sends the second form's calls to the page's own origin when no content site is configured, with the editor's campaign id", async () => {
  const { container } = render(<InterestForm block={{ ...samples.adults, id: 'f2' }} context={context} />)
  expect(container.querySelector('input[name="campaignId"]')).toHaveValue('SELA Spring Webinar')
  expect(screen.getByRole('region', { name: 'Bring SEL for Adults to your staff' })).toHaveAttribute('id', 'adults-interest-form-scroll')
  answers = [{ status: 503 }]
  fillValid()
  fireEvent.click(submit())
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(SEND_FAILED_MESSAGE))
  expect(env.CONTENT_SITE_URL).toBe('')
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/constant-contact/verify/maria%40riverside.org'])
})
