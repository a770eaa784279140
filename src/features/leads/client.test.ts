import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest'

import { NOT_READ_MESSAGE, SEND_FAILED_MESSAGE, sendInterestForm, TOO_MANY_MESSAGE, type SendOptions } from './client'
import type { InterestForm } from './validation'

const form: InterestForm = {
  inResearch: true,
  sendUpdates: false,
  firstName: 'Maria',
  lastName: 'Okafor',
  title: 'Program Director',
  email: 'maria+ost@riverside.org',
  phone: '(555) 010-0199',
  orgName: 'Riverside Afterschool',
  country: 'us',
  state_code: 'NY',
  campaignId: 'OST PublicSite',
}

type Call = { url: string; method: string; body: unknown }

/** A fake fetch answering each call in turn; it records what was sent. */
function fakeFetch(...answers: (Response | Error)[]) {
  const calls: Call[] = []
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined })
    const answer = answers.shift()
    if (!answer) throw new Error('unexpected call')
    if (answer instanceof Error) throw answer
    return answer
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const answer = (status: number, body?: unknown, statusText = '') =>
  new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), { status, statusText })
const found = () => answer(200, { results: [{ id: 'ref-1' }] })
const notFound = () => answer(200, { results: [] })

const send = (fetch: typeof globalThis.fetch, options: Partial<SendOptions> = {}) =>
  sendInterestForm({ apiBase: '', kind: 'first', form, submissionId: 'sub-1', fetch, ...options })

let consoleError: MockInstance<typeof console.error>
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => consoleError.mockRestore())

describe('sendInterestForm', () => {
  it('creates a new contact when the lookup finds none, with the contract body', async () => {
    const { fetch, calls } = fakeFetch(notFound(), answer(201, { status: 'received' }))
    expect(await send(fetch)).toEqual({ status: 'sent', action: 'created' })
    expect(calls.map(({ url, method }) => [method, url])).toEqual([
      ['GET', '/api/constant-contact/verify/maria%2Bost%40riverside.org'],
      ['POST', '/api/constant-contact/create'],
    ])
    expect(calls[1].body).toEqual({
      first_name: 'Maria',
      last_name: 'Okafor',
      job_title: 'Program Director',
      work_phone: '(555) 010-0199',
      company_name: 'Riverside Afterschool',
      email_addresses: [{ email_address: 'maria+ost@riverside.org' }],
      addresses: [{ address_type: 'PERSONAL', country_code: 'us', state_code: 'NY' }],
      lists: [],
      custom_fields: [
        { name: 'custom_field_14', value: 'true' },
        { name: 'custom_field_15', value: 'false' },
      ],
      form: 'first',
      campaign_id: 'OST PublicSite',
      submission_id: 'sub-1',
      website: '',
    })
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('updates the contact the lookup found, under the base address, with the same body', async () => {
    const { fetch, calls } = fakeFetch(found(), answer(200, { status: 'received' }))
    const outcome = await send(fetch, { apiBase: 'https://content.example.org', kind: 'second', honeypot: 'spam' })
    expect(outcome).toEqual({ status: 'sent', action: 'updated' })
    expect(calls.map(({ url, method }) => [method, url])).toEqual([
      ['GET', 'https://content.example.org/api/constant-contact/verify/maria%2Bost%40riverside.org'],
      ['PUT', 'https://content.example.org/api/constant-contact/update/ref-1'],
    ])
    expect(calls[1].body).toMatchObject({ form: 'second', submission_id: 'sub-1', website: 'spam', lists: [] })
  })

  it('creates when the lookup answer has no usable reference', async () => {
    for (const lookup of [answer(200, 'not json'), answer(200, { results: [{ id: 7 }] }), answer(200, { results: [{}] })]) {
      const { fetch, calls } = fakeFetch(lookup, answer(201))
      expect(await send(fetch)).toEqual({ status: 'sent', action: 'created' })
      expect(calls[1].method).toBe('POST')
    }
  })

  it('counts only 201 as a created contact and only 200 as an updated one', async () => {
    const created200 = fakeFetch(notFound(), answer(200))
    expect(await send(created200.fetch)).toEqual({ status: 'failed', message: SEND_FAILED_MESSAGE })
    const updated201 = fakeFetch(answer(200, { results: [{ id: 'r' }] }), answer(201))
    expect(await send(updated201.fetch)).toEqual({ status: 'failed', message: SEND_FAILED_MESSAGE })
  })

  it('returns the field messages of a 400 answer', async () => {
    const { fetch } = fakeFetch(
      notFound(),
      answer(400, { message: 'Please check the form.', errors: { email: 'Email is not valid.', admin: 'x', phone: 3 } }, 'Bad Request'),
    )
    expect(await send(fetch)).toEqual({ status: 'invalid', errors: { email: 'Email is not valid.' } })
    expect(consoleError).toHaveBeenCalledWith('Interest form: the contact create failed.', { status: 400, statusText: 'Bad Request' })
  })

  it('shows the message of a 400 answer without field messages', async () => {
    const withMessage = fakeFetch(answer(400, { message: 'The request could not be read.' }))
    expect(await send(withMessage.fetch)).toEqual({ status: 'failed', message: 'The request could not be read.' })
    const bare = fakeFetch(answer(400, { errors: {} }))
    expect(await send(bare.fetch)).toEqual({ status: 'failed', message: NOT_READ_MESSAGE })
  })

  it("shows the server's message for too many calls", async () => {
    const { fetch } = fakeFetch(notFound(), answer(429, { message: 'Too many requests. Please try again in 60 seconds.' }, 'Too Many Requests'))
    expect(await send(fetch)).toEqual({ status: 'failed', message: 'Too many requests. Please try again in 60 seconds.' })
    const bare = fakeFetch(answer(429, ''))
    expect(await send(bare.fetch)).toEqual({ status: 'failed', message: TOO_MANY_MESSAGE })
  })

  it('shows the retry message for server errors and refused calls, and logs the first error entry', async () => {
    const { fetch } = fakeFetch(
      found(),
      answer(503, [{ error_key: 'unavailable', error_message: 'Try later' }, { error_key: 'second' }], 'Service Unavailable'),
    )
    expect(await send(fetch)).toEqual({ status: 'failed', message: SEND_FAILED_MESSAGE })
    expect(consoleError).toHaveBeenCalledWith('Interest form: the contact update failed.', {
      status: 503,
      statusText: 'Service Unavailable',
      error_key: 'unavailable',
      error_message: 'Try later',
    })

    const single = fakeFetch(answer(403, { error_key: 'forbidden', error_message: 'Not for this site', message: 'Forbidden' }, 'Forbidden'))
    expect(await send(single.fetch)).toEqual({ status: 'failed', message: SEND_FAILED_MESSAGE })
    expect(consoleError).toHaveBeenLastCalledWith('Interest form: the contact lookup failed.', {
      status: 403,
      statusText: 'Forbidden',
      error_key: 'forbidden',
      error_message: 'Not for this site',
    })
  })

  it('never throws: a network failure on any call is a failed outcome', async () => {
    const onLookup = fakeFetch(new TypeError('Failed to fetch'))
    expect(await send(onLookup.fetch)).toEqual({ status: 'failed', message: SEND_FAILED_MESSAGE })
    const onCreate = fakeFetch(notFound(), new TypeError('Failed to fetch'))
    expect(await send(onCreate.fetch)).toEqual({ status: 'failed', message: SEND_FAILED_MESSAGE })
    expect(consoleError).toHaveBeenCalledTimes(2)
  })

  it('sends the same submission id on a retry', async () => {
    const first = fakeFetch(notFound(), answer(503))
    await send(first.fetch, { submissionId: 'same' })
    const retry = fakeFetch(notFound(), answer(201))
    await send(retry.fetch, { submissionId: 'same' })
    expect([first.calls[1].body, retry.calls[1].body]).toEqual([
      expect.objectContaining({ submission_id: 'same' }),
      expect.objectContaining({ submission_id: 'same' }),
    ])
  })
})
