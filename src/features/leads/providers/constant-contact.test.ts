import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import {
  ConstantContactProvider,
  firstApiError,
  RateLimiter,
  retryAfterMs,
  type Clock,
  type ConstantContactOptions,
  type OAuthTokens,
  type TokenStore,
} from './constant-contact'
import { startConstantContactStandIn, type ConstantContactStandIn } from './constant-contact.stand-in'
import { sampleContact } from './sample'

const LIST_ID = 'list-ost-public-site'
const FIELD_IDS = { custom_field_14: 'cf-in-research', custom_field_15: 'cf-send-updates' }
const credentials = { clientId: 'site-client', clientSecret: 'site-secret' }

const contactFor = sampleContact

/** Time moves only when the client sleeps, so the rate limit is observable without waiting. */
const fakeClock = (): Clock & { elapsed(): number } => {
  const start = 1_700_000_000_000
  let now = start
  return {
    now: () => now,
    sleep: async (ms) => {
      now += ms
    },
    elapsed: () => now - start,
  }
}

let standIn: ConstantContactStandIn
let events: string[]
let logged: { message: string; details: Record<string, unknown> }[]
let store: TokenStore & { saved: OAuthTokens[] }
let clock: ReturnType<typeof fakeClock>
let requestTimes: number[]

beforeEach(async () => {
  standIn = await startConstantContactStandIn({ ...credentials, accessToken: 'access-0', refreshToken: 'refresh-0' })
  events = []
  logged = []
  requestTimes = []
  clock = fakeClock()
  let current: OAuthTokens = { accessToken: 'access-0', refreshToken: 'refresh-0' }
  store = {
    saved: [],
    load: async () => current,
    save: async (tokens) => {
      events.push(`save ${tokens.accessToken}`)
      store.saved.push(tokens)
      current = tokens
    },
  }
})
afterEach(() => standIn.close())

const provider = (options: Partial<ConstantContactOptions> = {}) =>
  new ConstantContactProvider({
    ...credentials,
    listId: LIST_ID,
    customFieldIds: FIELD_IDS,
    tokenStore: store,
    logger: { error: (message, details) => logged.push({ message, details }) },
    baseUrl: standIn.baseUrl,
    tokenUrl: standIn.tokenUrl,
    clock,
    timeoutMs: 2000,
    fetch: (input, init) => {
      const url = String(input)
      const auth = new Headers(init?.headers).get('authorization') ?? ''
      events.push(url.endsWith('/oauth2/token') ? 'refresh' : `request ${auth}`)
      if (!url.endsWith('/oauth2/token')) requestTimes.push(clock.now())
      return fetch(input, init)
    },
    ...options,
  })

const calls = () => standIn.apiRequests().map((request) => `${request.method} ${request.path}`)

describe('create and update', () => {
  it('creates a new contact in v3 fields, then updates the same one when the email comes again', async () => {
    const client = provider()
    const created = await client.upsert(contactFor('maya.ortiz@lakeside.example'), 'unasked')
    expect(created).toEqual({ status: 'created', contactId: expect.any(String) })

    const lookup = standIn.apiRequests()[0]
    expect(lookup.query.get('email')).toBe('maya.ortiz@lakeside.example')
    expect(lookup.query.get('include')).toBe('custom_fields,list_memberships')
    expect(lookup.authorization).toBe('Bearer access-0')

    const stored = standIn.contacts.get(created.status === 'created' ? created.contactId : '')
    expect(stored).toMatchObject({
      email_address: { address: 'maya.ortiz@lakeside.example', permission_to_send: 'implicit' },
      first_name: 'Maya',
      last_name: 'Ortiz',
      job_title: 'School Counselor',
      company_name: 'Lakeside Elementary',
      phone_numbers: [{ phone_number: '5551234567', kind: 'work' }],
      street_addresses: [{ kind: 'home', country: 'US', state: 'WA' }],
      list_memberships: [LIST_ID],
      custom_fields: [
        { custom_field_id: 'cf-in-research', value: 'true' },
        { custom_field_id: 'cf-send-updates', value: 'false' },
      ],
    })

    const updated = await client.upsert(
      contactFor('Maya.Ortiz@Lakeside.example', { job_title: 'Principal', custom_fields: [{ name: 'CustomField15', value: 'true' }] }),
      'yes',
    )
    expect(updated).toEqual({ status: 'updated', contactId: (created as { contactId: string }).contactId })
    expect(standIn.contacts.size).toBe(1)
    // A second submission with the same email changes nothing already stored (anyone may type that email).
    expect([...standIn.contacts.values()][0]).toMatchObject({
      email_address: { address: 'maya.ortiz@lakeside.example', permission_to_send: 'pending_confirmation' },
      job_title: 'School Counselor',
      list_memberships: [LIST_ID],
      custom_fields: [
        { custom_field_id: 'cf-in-research', value: 'true' },
        { custom_field_id: 'cf-send-updates', value: 'false' },
      ],
    })
    expect(calls()).toEqual(['GET /v3/contacts', 'POST /v3/contacts', 'GET /v3/contacts', `PUT /v3/contacts/${(created as { contactId: string }).contactId}`])
    expect(logged).toEqual([])
  })

  it('fills only what the contact lacks and adds the list: a stranger changes nothing the provider holds', async () => {
    standIn.contacts.set('c-1', {
      contact_id: 'c-1',
      email_address: { address: 'lee@district.example', permission_to_send: 'explicit' },
      first_name: 'L',
      phone_numbers: [{ phone_number: '5550000000', kind: 'mobile' }, { phone_number: '5559999999', kind: 'work' }],
      street_addresses: [{ kind: 'work', city: 'Seattle', country: 'US' }, { kind: 'home', city: 'Tacoma', country: 'US', state: 'WA' }],
      list_memberships: ['list-newsletter'],
      custom_fields: [{ custom_field_id: 'cf-other', value: 'kept' }, { custom_field_id: 'cf-in-research', value: 'false' }],
    })
    const result = await provider().upsert(contactFor('lee@district.example', { addresses: [{ address_type: 'PERSONAL', country_code: 'CA', state_code: 'BC' }] }), 'unasked')
    expect(result).toEqual({ status: 'updated', contactId: 'c-1' })
    expect(standIn.contacts.get('c-1')).toMatchObject({
      email_address: { address: 'lee@district.example', permission_to_send: 'explicit' },
      first_name: 'L',
      last_name: 'Ortiz',
      job_title: 'School Counselor',
      phone_numbers: [{ phone_number: '5550000000', kind: 'mobile' }, { phone_number: '5559999999', kind: 'work' }],
      street_addresses: [{ kind: 'work', city: 'Seattle', country: 'US' }, { kind: 'home', city: 'Tacoma', country: 'US', state: 'WA' }],
      list_memberships: ['list-newsletter', LIST_ID],
      custom_fields: [
        { custom_field_id: 'cf-other', value: 'kept' },
        { custom_field_id: 'cf-in-research', value: 'false' },
        { custom_field_id: 'cf-send-updates', value: 'false' },
      ],
    })
  })

  it('updates the contact another submission created meanwhile when create answers 409', async () => {
    standIn.contacts.set('c-2', { contact_id: 'c-2', email_address: { address: 'sam@school.example' } })
    standIn.staleLookups(1)
    const result = await provider().upsert(contactFor('sam@school.example'), 'unasked')
    expect(result).toEqual({ status: 'updated', contactId: 'c-2' })
    expect(calls()).toEqual(['GET /v3/contacts', 'POST /v3/contacts', 'GET /v3/contacts', 'PUT /v3/contacts/c-2'])
    expect(standIn.contacts.size).toBe(1)
  })

  it('rejects a contact without an email before calling the provider', async () => {
    expect(await provider().upsert(contactFor('  '), 'unasked')).toMatchObject({ status: 'rejected' })
    expect(standIn.requests).toEqual([])
  })
})

describe('deleting a contact', () => {
  it('finds the contact by email and deletes it; a second request finds none', async () => {
    await provider().upsert(contactFor('sam@school.example'), 'unasked')
    const [id] = standIn.contacts.keys()
    standIn.requests.length = 0
    expect(await provider().erase(' Sam@School.example ')).toEqual({ status: 'erased', contactId: id })
    expect(calls()).toEqual(['GET /v3/contacts', `DELETE /v3/contacts/${id}`])
    expect(standIn.contacts.size).toBe(0)
    expect(await provider().erase('sam@school.example')).toEqual({ status: 'absent' })
  })

  it('asks to retry when the provider fails, and logs the failed call without the address', async () => {
    await provider().upsert(contactFor('sam@school.example'), 'unasked')
    standIn.failNext(1, { kind: 'status', status: 503 }, 1)
    expect(await provider().erase('sam@school.example')).toEqual({ status: 'retry', reason: 'HTTP 503 Service Unavailable' })
    expect(logged).toEqual([expect.objectContaining({ message: 'Constant Contact delete failed', details: expect.objectContaining({ operation: 'delete', status: 503 }) })])
    expect(JSON.stringify(logged)).not.toContain('sam@')
    expect(standIn.contacts.size).toBe(1)
  })
})

describe('consent to updates', () => {
  const ticked = (email: string) => contactFor(email, { custom_fields: [{ name: 'custom_field_15', value: 'true' }] })
  const stored = (email: string) => [...standIn.contacts.values()].find((contact) => contact.email_address.address === email)
  const sentPermissions = () =>
    standIn.apiRequests().flatMap((request) => (request.method === 'GET' ? [] : [(request.body as { email_address: { permission_to_send?: string } }).email_address.permission_to_send]))

  it('a stranger’s yes for a new or an existing address asks the provider’s confirmed opt-in, never sends explicit', async () => {
    const client = provider()
    await client.upsert(ticked('new@school.example'), 'yes')
    expect(stored('new@school.example')?.email_address.permission_to_send).toBe('pending_confirmation')
    standIn.contacts.set('c-1', { contact_id: 'c-1', email_address: { address: 'known@school.example', permission_to_send: 'implicit' } })
    await client.upsert(ticked('known@school.example'), 'yes')
    expect(stored('known@school.example')?.email_address.permission_to_send).toBe('pending_confirmation')
    expect(sentPermissions()).toEqual(['pending_confirmation', 'pending_confirmation'])
    // The provider mails each address its confirmation once.
    await client.upsert(ticked('known@school.example'), 'yes')
    expect(standIn.mails.map((mail) => mail.to)).toEqual(['new@school.example', 'known@school.example'])
  })

  it('the provider’s confirm link makes it explicit; an unticked box then unsubscribes, and a later yes never turns it back on', async () => {
    const client = provider()
    await client.upsert(ticked('maya@school.example'), 'yes')
    const [mail] = standIn.mails
    expect((await fetch(mail.confirmUrl)).status).toBe(200)
    expect(stored('maya@school.example')?.email_address.permission_to_send).toBe('explicit')
    await client.upsert(ticked('maya@school.example'), 'yes')
    expect(stored('maya@school.example')?.email_address.permission_to_send).toBe('explicit')
    await client.upsert(contactFor('maya@school.example'), 'unasked')
    expect(stored('maya@school.example')?.email_address.permission_to_send).toBe('explicit')

    await client.upsert(contactFor('maya@school.example'), 'no')
    expect(stored('maya@school.example')).toMatchObject({
      email_address: { permission_to_send: 'unsubscribed', opt_out_reason: expect.any(String) },
      custom_fields: expect.arrayContaining([{ custom_field_id: 'cf-send-updates', value: 'false' }]),
    })
    await client.upsert(ticked('maya@school.example'), 'yes')
    expect(stored('maya@school.example')?.email_address.permission_to_send).toBe('unsubscribed')
    // A confirm link after withdrawing confirms nothing.
    expect((await fetch(mail.confirmUrl)).status).toBe(409)
    expect(stored('maya@school.example')?.email_address.permission_to_send).toBe('unsubscribed')
    // explicit is only ever sent back for a contact the provider already holds as confirmed.
    expect(sentPermissions()).toEqual(['pending_confirmation', 'explicit', 'explicit', 'unsubscribed', 'unsubscribed'])
  })

  it('an unticked box withdraws a pending yes and creates a new contact unsubscribed; the mail’s unsubscribe link works', async () => {
    const client = provider()
    await client.upsert(ticked('lee@school.example'), 'yes')
    await client.upsert(contactFor('lee@school.example'), 'no')
    expect(stored('lee@school.example')?.email_address.permission_to_send).toBe('unsubscribed')
    await client.upsert(contactFor('sam@school.example'), 'no')
    expect(stored('sam@school.example')?.email_address.permission_to_send).toBe('unsubscribed')

    await client.upsert(ticked('ana@school.example'), 'yes')
    const mail = standIn.mails.find((sent) => sent.to === 'ana@school.example')!
    expect((await fetch(mail.unsubscribeUrl)).status).toBe(200)
    expect(stored('ana@school.example')?.email_address.permission_to_send).toBe('unsubscribed')
    expect((await fetch(mail.confirmUrl)).status).toBe(409)
  })
})

describe('access token', () => {
  it('refreshes an expired token once, saves the rotated pair before using it, and retries the call', async () => {
    standIn.expireAccessTokens()
    const result = await provider().upsert(contactFor('ana@school.example'), 'unasked')
    expect(result).toMatchObject({ status: 'created' })
    expect(store.saved).toEqual([{ accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: clock.now() + 86_400_000 }])
    expect(events.slice(0, 4)).toEqual(['request Bearer access-0', 'refresh', 'save access-1', 'request Bearer access-1'])
    // Rotation: the spent refresh token no longer works.
    expect(standIn.validRefreshTokens.has('refresh-0')).toBe(false)
    const refresh = standIn.requests.find((request) => request.path === '/oauth2/token')
    expect(new URLSearchParams(String(refresh?.body)).get('refresh_token')).toBe('refresh-0')
  })

  it('lets concurrent callers share one refresh', async () => {
    standIn.expireAccessTokens()
    const client = provider()
    const results = await Promise.all([client.upsert(contactFor('one@school.example'), 'unasked'), client.upsert(contactFor('two@school.example'), 'unasked')])
    expect(results.map((result) => result.status)).toEqual(['created', 'created'])
    expect(events.filter((event) => event === 'request Bearer access-0')).toHaveLength(2)
    expect(events.filter((event) => event === 'refresh')).toHaveLength(1)
    expect(store.saved).toHaveLength(1)
    expect(standIn.contacts.size).toBe(2)
  })

  it('asks to retry later, and logs, when the refresh token is refused', async () => {
    standIn.expireAccessTokens()
    standIn.validRefreshTokens.clear()
    const result = await provider().upsert(contactFor('ana@school.example'), 'unasked')
    expect(result).toMatchObject({ status: 'retry' })
    expect(store.saved).toEqual([])
    expect(logged[0].details).toMatchObject({ operation: 'refresh', status: 400, error: 'invalid_grant' })
  })
})

describe('failed calls', () => {
  it('asks to retry after the Retry-After delay on 429', async () => {
    standIn.failNext(1, { kind: 'status', status: 429, headers: { 'retry-after': '7' }, body: { error_key: 'throttled', error_message: 'Too many requests' } })
    expect(await provider().upsert(contactFor('ana@school.example'), 'unasked')).toEqual({
      status: 'retry',
      reason: 'HTTP 429 Too Many Requests: throttled',
      retryAfterMs: 7000,
    })
  })

  it('asks to retry on a 5xx', async () => {
    standIn.failNext(1, { kind: 'status', status: 503 })
    expect(await provider().upsert(contactFor('ana@school.example'), 'unasked')).toEqual({ status: 'retry', reason: 'HTTP 503 Service Unavailable' })
    expect(logged[0].details).toMatchObject({ operation: 'lookup', status: 503, statusText: 'Service Unavailable' })
  })

  it('asks to retry when the provider does not answer in time', async () => {
    standIn.failNext(1, { kind: 'hang' })
    const result = await provider({ timeoutMs: 200 }).upsert(contactFor('ana@school.example'), 'unasked')
    expect(result).toEqual({ status: 'retry', reason: 'No answer within 200 ms' })
    expect(logged[0].details).toMatchObject({ operation: 'lookup', reason: 'No answer within 200 ms' })
  })

  it('asks to retry when the provider cannot be reached', async () => {
    const client = provider()
    await standIn.close()
    expect(await client.upsert(contactFor('ana@school.example'), 'unasked')).toEqual({ status: 'retry', reason: 'The provider could not be reached' })
  })

  it.each([
    ['an array', [{ error_key: 'contacts.api.validation.error', error_message: 'Phone number is invalid' }, { error_key: 'second', error_message: 'ignored' }]],
    ['an object', { error_key: 'contacts.api.validation.error', error_message: 'Phone number is invalid' }],
  ])('rejects a 400 and logs status, status text and the first error of %s', async (_shape, body) => {
    standIn.failNext(1, { kind: 'status', status: 400, body }, 1)
    const result = await provider().upsert(contactFor('ana@school.example'), 'unasked')
    expect(result).toEqual({ status: 'rejected', reason: 'HTTP 400 Bad Request: contacts.api.validation.error' })
    expect(calls()).toEqual(['GET /v3/contacts', 'POST /v3/contacts'])
    expect(logged).toEqual([
      {
        message: 'Constant Contact create failed',
        details: {
          operation: 'create',
          status: 400,
          statusText: 'Bad Request',
          error_key: 'contacts.api.validation.error',
          error_message: 'Phone number is invalid',
        },
      },
    ])
  })

  it('logs a failed update the same way', async () => {
    standIn.contacts.set('c-3', { contact_id: 'c-3', email_address: { address: 'ana@school.example' } })
    standIn.failNext(1, { kind: 'status', status: 404, body: [{ error_key: 'contacts.api.not.found', error_message: 'Contact not found' }] }, 1)
    expect(await provider().upsert(contactFor('ana@school.example'), 'unasked')).toMatchObject({ status: 'rejected' })
    expect(logged[0].details).toMatchObject({ operation: 'update', status: 404, statusText: 'Not Found', error_key: 'contacts.api.not.found' })
  })
})

describe('rate limit', () => {
  it('starts at most 4 requests in any second, queueing the rest', async () => {
    const client = provider()
    const emails = Array.from({ length: 10 }, (_, i) => `teacher${i}@school.example`)
    const results = await Promise.all(emails.map((email) => client.upsert(contactFor(email), 'unasked')))
    expect(results.every((result) => result.status === 'created')).toBe(true)
    expect(requestTimes).toHaveLength(20)
    for (let i = 0; i + 4 < requestTimes.length; i += 1) expect(requestTimes[i + 4] - requestTimes[i]).toBeGreaterThanOrEqual(1000)
    expect(clock.elapsed()).toBeGreaterThanOrEqual(4000)
  })

  it('starts a call a second after the answer of the call it replaces, so a call that left late still counts', async () => {
    let now = 0
    const slept: number[] = []
    const limiter = new RateLimiter({ now: () => now, sleep: async (ms) => void slept.push((now += ms)) }, 2, 1000)
    const first = await limiter.take()
    await limiter.take()
    let third = false
    const started = limiter.take().then(() => (third = true))
    // Two calls under way: the third waits for an answer, however much time passes.
    now = 1500
    await Promise.resolve()
    expect(third).toBe(false)
    // The first is answered at 1.5 s (it may have reached the provider just then): the third starts at 2.5 s.
    first()
    await started
    expect(now).toBe(2500)
    expect(slept).toEqual([2500])
  })
})

describe('the stand-in', () => {
  it("refuses calls past the provider's rate limit with 429, as the provider does", async () => {
    const limited = await startConstantContactStandIn({ ...credentials, accessToken: 'access-0', refreshToken: 'refresh-0', requestsPerSecond: 4 })
    try {
      const statuses = await Promise.all(
        Array.from({ length: 6 }, () => fetch(`${limited.baseUrl}/v3/contacts?email=a@school.example`, { headers: { authorization: 'Bearer access-0' } }).then((answer) => answer.status)),
      )
      expect(statuses.sort()).toEqual([200, 200, 200, 200, 429, 429])
      expect(await (await fetch(`${limited.baseUrl}/stand-in/state`)).json()).toMatchObject({ throttled: 2 })
    } finally {
      await limited.close()
    }
  })
})

describe('helpers', () => {
  it('reads the first error of either shape', () => {
    expect(firstApiError([{ error_key: 'a', error_message: 'b' }])).toEqual({ error_key: 'a', error_message: 'b' })
    expect(firstApiError({ error_key: 'a', error_message: 'b' })).toEqual({ error_key: 'a', error_message: 'b' })
    expect(firstApiError(null)).toEqual({})
    expect(firstApiError('Bad gateway')).toEqual({})
  })

  it('reads Retry-After in seconds or as a date', () => {
    const now = Date.parse('2026-03-03T15:00:00Z')
    expect(retryAfterMs('2', now)).toBe(2000)
    expect(retryAfterMs('Tue, 03 Mar 2026 15:00:30 GMT', now)).toBe(30_000)
    expect(retryAfterMs(null, now)).toBeUndefined()
    expect(retryAfterMs('soon', now)).toBeUndefined()
  })
})
