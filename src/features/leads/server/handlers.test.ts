import { beforeEach, describe, expect, it } from 'vitest'

import { createRateLimiter } from '@/server/rate-limit'
import { sampleContact } from '../providers/sample'
import { MESSAGES } from '../validation'
import type { NewSubmission } from './delivery'
import { leadEndpoints, type LeadEndpointParts } from './handlers'
import { contactReference } from './reference'
import { LEAD_MESSAGES } from './request'

const SITE = 'https://www.example.org'
const secret = 's'.repeat(24)

let stored: NewSubmission[]
let delivered: (string | number)[]
let logs: string[]

const endpoints = (parts: Partial<LeadEndpointParts> = {}) =>
  leadEndpoints({
    secret,
    allowedOrigins: [SITE],
    limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
    clientAddress: (headers) => headers.get('x-forwarded-for') ?? 'unknown',
    store: async (submission) => {
      stored.push(submission)
      return { jobId: stored.length }
    },
    deliverSoon: (jobId) => delivered.push(jobId),
    log: (message) => logs.push(message),
    ...parts,
  })

beforeEach(() => {
  stored = []
  delivered = []
  logs = []
})

const body = (email = 'maya@school.example', overrides: Record<string, unknown> = {}) => ({
  ...sampleContact(email, { addresses: [{ address_type: 'PERSONAL', country_code: 'us', state_code: 'WA' }] }),
  form: 'first',
  campaign_id: 'OST PublicSite',
  submission_id: 'c0ffee00-0000-4000-8000-000000000001',
  website: '',
  ...overrides,
})

const send = (method: string, data: unknown, headers: Record<string, string> = {}) =>
  new Request(`${SITE}/api/constant-contact/create`, {
    method,
    headers: { 'content-type': 'application/json', origin: SITE, ...headers },
    body: typeof data === 'string' ? data : JSON.stringify(data),
  })

const lookup = (headers: Record<string, string> = {}) => new Request(`${SITE}/api/constant-contact/verify/x`, { headers: { 'sec-fetch-site': 'same-origin', ...headers } })

describe('verify', () => {
  it('answers alike for every address, known or not: a reference signed for that email, never the contact', async () => {
    const { verify, submit } = endpoints()
    await submit(send('POST', body('maya@school.example')), 'create')
    const known = await verify(lookup(), 'Maya@School.example')
    const unknown = await verify(lookup(), 'nobody@school.example')
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(known.headers.get('cache-control')).toBe('no-store')
    const [a, b] = [(await known.json()).results, (await unknown.json()).results]
    for (const results of [a, b]) {
      expect(results).toHaveLength(1)
      expect(Object.keys(results[0])).toEqual(['id'])
      expect(results[0].id).not.toMatch(/maya|nobody/i)
    }
    expect(a[0].id.length).toBe(b[0].id.length)
  })

  it('refuses a malformed email with the form’s message', async () => {
    const bad = await endpoints().verify(lookup(), 'not-an-email')
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors).toEqual({ email: MESSAGES.emailInvalid })
  })
})

describe('create and update', () => {
  it('stores a valid submission, answers 201, and delivers it after the answer', async () => {
    const answer = await endpoints().submit(send('POST', body()), 'create')
    expect(answer.status).toBe(201)
    expect(await answer.json()).toEqual({ status: 'received' })
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE)
    expect(stored).toEqual([
      {
        kind: 'first',
        route: 'create',
        submissionId: 'c0ffee00-0000-4000-8000-000000000001',
        form: expect.objectContaining({ email: 'maya@school.example', country: 'us', state_code: 'WA', inResearch: true, sendUpdates: false, campaignId: 'OST PublicSite' }),
      },
    ])
    expect(delivered).toEqual([1])
  })

  it('updates with the reference the lookup gave for the same email (200) and refuses another email’s reference', async () => {
    const { submit } = endpoints()
    const reference = contactReference('maya@school.example', secret)
    expect((await submit(send('PUT', body()), 'update', reference)).status).toBe(200)
    const other = await submit(send('PUT', body('lee@school.example')), 'update', reference)
    expect(other.status).toBe(403)
    expect(await other.json()).toEqual({ message: LEAD_MESSAGES.reference })
    expect(stored.map((submission) => submission.form.email)).toEqual(['maya@school.example'])
  })

  it('answers 400 with the product’s message under each invalid field, and stores nothing', async () => {
    const answer = await endpoints().submit(send('POST', body('maya@', { first_name: '<b>', custom_fields: [] })), 'create')
    expect(answer.status).toBe(400)
    expect((await answer.json()).errors).toEqual({ inResearch: MESSAGES.checkbox, firstName: MESSAGES.characters, email: MESSAGES.emailInvalid })
    expect(stored).toEqual([])
  })

  it('drops a filled or missing honeypot quietly with a success-looking answer', async () => {
    const { submit } = endpoints()
    expect((await submit(send('POST', body(undefined, { website: 'https://spam.example' })), 'create')).status).toBe(201)
    const { website: _website, ...withoutHoneypot } = body()
    expect((await submit(send('POST', withoutHoneypot), 'create')).status).toBe(201)
    expect(stored).toEqual([])
    expect(delivered).toEqual([])
  })

  it('refuses calls from other sites, unreadable or oversized bodies, and wrong content types, never with a 500', async () => {
    const { submit } = endpoints()
    const cases: [Request, number][] = [
      [send('POST', body(), { origin: 'https://evil.example' }), 403],
      [send('POST', body(), { origin: '', 'sec-fetch-site': 'cross-site' }), 403],
      [send('POST', '{"first_name":'), 400],
      [send('POST', 'null'), 400],
      [send('POST', [1, 2]), 400],
      [send('POST', body(undefined, { submission_id: 'x' })), 400],
      [send('POST', body(undefined, { form: 'third' })), 400],
      [send('POST', body(undefined, { first_name: 'x'.repeat(9000) })), 413],
      [send('POST', body(), { 'content-type': 'text/plain' }), 415],
    ]
    for (const [index, [request, status]] of cases.entries()) {
      const answer = await submit(request, 'create')
      expect(answer.status, `case ${index}`).toBe(status)
      expect((await answer.json()).message).toEqual(expect.any(String))
    }
    expect(stored).toEqual([])
  })

  it('answers 503 with a message to try again when the submission cannot be stored', async () => {
    const answer = await endpoints({ store: () => Promise.reject(new Error('database locked')) }).submit(send('POST', body()), 'create')
    expect(answer.status).toBe(503)
    expect(await answer.json()).toEqual({ message: LEAD_MESSAGES.notStored })
    expect(delivered).toEqual([])
  })

  it('does not deliver again a submission that was stored before', async () => {
    const answer = await endpoints({ store: async () => ({ jobId: null }) }).submit(send('POST', body()), 'create')
    expect(answer.status).toBe(201)
    expect(delivered).toEqual([])
  })
})

it('limits calls per client address with 429, a message and Retry-After', async () => {
  const { verify } = endpoints({ limiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) })
  const from = (address: string) => lookup({ 'x-forwarded-for': address })
  expect((await verify(from('1.1.1.1'), 'a@school.example')).status).toBe(200)
  expect((await verify(from('1.1.1.1'), 'a@school.example')).status).toBe(200)
  const refused = await verify(from('1.1.1.1'), 'a@school.example')
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(await refused.json()).toEqual({ message: LEAD_MESSAGES.tooMany })
  expect((await verify(from('2.2.2.2'), 'a@school.example')).status).toBe(200)
})

it('answers a CORS preflight for allowed origins only', async () => {
  const { preflight } = endpoints()
  const ask = (origin: string) => new Request(`${SITE}/api/constant-contact/create`, { method: 'OPTIONS', headers: { origin } })
  const allowed = preflight(ask(SITE))
  expect(allowed.status).toBe(204)
  expect(allowed.headers.get('access-control-allow-origin')).toBe(SITE)
  expect(allowed.headers.get('access-control-allow-methods')).toContain('PUT')
  expect(preflight(ask('https://evil.example')).status).toBe(403)
})
