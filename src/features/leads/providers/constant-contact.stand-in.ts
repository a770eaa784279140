/**
 * A local stand-in for the Constant Contact endpoints the client uses, so tests run over real HTTP without the
 * internet: contact lookup by email, create (409 on a duplicate email), update, delete, and the OAuth token endpoint with
 * refresh-token rotation. Faults (429 with Retry-After, 5xx, any status with an error body, a hang) apply to the
 * next N API calls. Every request is recorded.
 *
 * It models an account with Confirmed Opt-in turned on: a contact that becomes `pending_confirmation` gets the
 * provider's confirmation mail (kept in `mails`, and at GET /stand-in/mail?to=), whose confirm link makes it
 * `explicit` while it is still pending and whose unsubscribe link makes it `unsubscribed`.
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { V3Contact } from './constant-contact'

export type StandInFault =
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'hang' }

export type RecordedRequest = {
  method: string
  path: string
  query: URLSearchParams
  authorization: string
  body: unknown
}

export type StandInOptions = {
  clientId: string
  clientSecret: string
  accessToken: string
  refreshToken: string
  /** Share of API calls (0–1) that fail at random, evenly as 503, 429 with Retry-After: 1, and no answer. */
  failureRate?: number
  random?: () => number
  /**
   * The provider's rate limit: an API call beyond this many in the last second answers 429, as Constant Contact
   * does past its 4 requests a second (default: no limit).
   */
  requestsPerSecond?: number
  /** Listen on this port (default: any free one). */
  port?: number
}

const RANDOM_FAULTS: StandInFault[] = [
  { kind: 'status', status: 503, body: { error_key: 'server.unavailable', error_message: 'Service unavailable' } },
  { kind: 'status', status: 429, body: [{ error_key: 'throttled', error_message: 'Too many requests' }], headers: { 'retry-after': '1' } },
  { kind: 'hang' },
]

/** The confirmation mail the provider sends a pending contact. */
export type StandInMail = { to: string; subject: string; confirmUrl: string; unsubscribeUrl: string }

export type ConstantContactStandIn = {
  /** Confirmation mails sent, oldest first. */
  mails: StandInMail[]
  baseUrl: string
  tokenUrl: string
  requests: RecordedRequest[]
  /** API calls only (the token endpoint excluded). */
  apiRequests(): RecordedRequest[]
  contacts: Map<string, V3Contact>
  /** The next `count` API calls (after letting `skip` through) answer with `fault` instead. */
  failNext(count: number, fault: StandInFault, skip?: number): void
  /** The next `count` lookups find nothing, as if the contact were created meanwhile elsewhere. */
  staleLookups(count: number): void
  /** Every access token handed out so far stops working (answers 401). */
  expireAccessTokens(): void
  validRefreshTokens: Set<string>
  validAccessTokens: Set<string>
  close(): Promise<void>
}

const json = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(body === undefined ? '' : JSON.stringify(body))
}

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (text += chunk))
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })

export async function startConstantContactStandIn(options: StandInOptions): Promise<ConstantContactStandIn> {
  const requests: RecordedRequest[] = []
  const contacts = new Map<string, V3Contact>()
  const validAccessTokens = new Set([options.accessToken])
  const validRefreshTokens = new Set([options.refreshToken])
  const faults: (StandInFault | null)[] = []
  let stale = 0
  let faultCount = 0
  // Arrival times of the API calls of the last second, and the calls refused for going past the rate limit.
  let recentCalls: number[] = []
  let throttled = 0
  let issued = 0
  const hanging = new Set<http.ServerResponse>()
  // Successful creates and updates per email address (lower case): how often each contact was written.
  const writes = new Map<string, number>()
  const wrote = (email: string) => writes.set(email.toLowerCase(), (writes.get(email.toLowerCase()) ?? 0) + 1)

  const mails: StandInMail[] = []
  // Link token → contact id, for the confirm and unsubscribe links of the mails.
  const links = new Map<string, string>()
  let origin = ''
  /** Mails the confirmation when a contact has just become pending. */
  const confirmIfPending = (before: string | undefined, contact: V3Contact) => {
    if (contact.email_address.permission_to_send !== 'pending_confirmation' || before === 'pending_confirmation') return
    const token = randomUUID()
    links.set(token, String(contact.contact_id))
    mails.push({
      to: contact.email_address.address,
      subject: 'Please confirm your subscription',
      confirmUrl: `${origin}/stand-in/confirm/${token}`,
      unsubscribeUrl: `${origin}/stand-in/unsubscribe/${token}`,
    })
  }
  const page = (res: http.ServerResponse, status: number, message: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' })
    res.end(`<!doctype html><html lang="en"><title>${message}</title><main><h1>${message}</h1></main></html>`)
  }
  /** The mail's links: confirm while still pending; unsubscribe at any time. */
  const link = (res: http.ServerResponse, action: string, token: string) => {
    const contact = contacts.get(links.get(token) ?? '')
    if (!contact) return page(res, 404, 'This link is not valid')
    const permission = contact.email_address.permission_to_send
    if (action === 'confirm') {
      if (permission !== 'pending_confirmation') return page(res, 409, 'There is nothing to confirm')
      contact.email_address = { ...contact.email_address, permission_to_send: 'explicit' }
      return page(res, 200, 'Thank you for confirming your subscription')
    }
    contact.email_address = { ...contact.email_address, permission_to_send: 'unsubscribed', opt_out_reason: 'Unsubscribed from the confirmation mail' }
    return page(res, 200, 'You have been unsubscribed')
  }

  const byEmail = (email: string) =>
    [...contacts.values()].find((contact) => contact.email_address.address.toLowerCase() === email.toLowerCase())

  const token = (req: http.IncomingMessage, res: http.ServerResponse, body: string) => {
    const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`
    if (req.headers.authorization !== expected) return json(res, 401, { error: 'invalid_client' })
    const form = new URLSearchParams(body)
    const refreshToken = form.get('refresh_token') ?? ''
    if (form.get('grant_type') !== 'refresh_token' || !validRefreshTokens.has(refreshToken)) {
      return json(res, 400, { error: 'invalid_grant', error_description: 'The refresh token is invalid or expired.' })
    }
    // Rotation: the spent refresh token stops working.
    validRefreshTokens.delete(refreshToken)
    issued += 1
    const pair = { access_token: `access-${issued}`, refresh_token: `refresh-${issued}` }
    validAccessTokens.add(pair.access_token)
    validRefreshTokens.add(pair.refresh_token)
    json(res, 200, { ...pair, token_type: 'Bearer', expires_in: 86_400, scope: 'contact_data offline_access' })
  }

  const api = (req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: unknown) => {
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '')
    if (!validAccessTokens.has(bearer)) return json(res, 401, { error_key: 'unauthorized', error_message: 'Unauthorized' })
    if (options.requestsPerSecond) {
      const now = Date.now()
      recentCalls = recentCalls.filter((at) => now - at < 1000)
      if (recentCalls.length >= options.requestsPerSecond) {
        throttled += 1
        return json(res, 429, [{ error_key: 'throttled', error_message: 'Too many requests: the rate limit was exceeded' }])
      }
      recentCalls.push(now)
    }

    const random = options.random ?? Math.random
    const fault = faults.shift() ?? (random() < (options.failureRate ?? 0) ? RANDOM_FAULTS[Math.floor(random() * RANDOM_FAULTS.length)] : null)
    if (fault) faultCount += 1
    if (fault?.kind === 'hang') return void hanging.add(res)
    if (fault) return json(res, fault.status, fault.body, fault.headers)

    if (req.method === 'GET' && url.pathname === '/v3/contacts') {
      const found = byEmail(url.searchParams.get('email') ?? '')
      if (stale > 0) {
        stale -= 1
        return json(res, 200, { contacts: [] })
      }
      return json(res, 200, { contacts: found ? [found] : [] })
    }
    if (req.method === 'POST' && url.pathname === '/v3/contacts') {
      const contact = body as V3Contact & { create_source?: string }
      if (!contact?.email_address?.address || !contact.create_source) {
        return json(res, 400, [{ error_key: 'contacts.api.bad.request', error_message: 'email_address and create_source are required' }])
      }
      if (byEmail(contact.email_address.address)) {
        return json(res, 409, [{ error_key: 'contacts.api.conflict', error_message: 'Email already exists' }])
      }
      const created = { ...contact, contact_id: randomUUID() }
      contacts.set(created.contact_id, created)
      wrote(created.email_address.address)
      confirmIfPending(undefined, created)
      return json(res, 201, created)
    }
    const id = /^\/v3\/contacts\/([^/]+)$/.exec(url.pathname)?.[1]
    if (req.method === 'PUT' && id) {
      const contact = body as V3Contact & { update_source?: string }
      if (!contacts.has(id)) return json(res, 404, [{ error_key: 'contacts.api.not.found', error_message: 'Contact not found' }])
      if (!contact?.email_address?.address || !contact.update_source) {
        return json(res, 400, [{ error_key: 'contacts.api.bad.request', error_message: 'email_address and update_source are required' }])
      }
      const before = contacts.get(id)?.email_address.permission_to_send
      const updated = { ...contact, contact_id: id }
      contacts.set(id, updated)
      wrote(updated.email_address.address)
      confirmIfPending(before, updated)
      return json(res, 200, updated)
    }
    if (req.method === 'DELETE' && id) {
      // The provider keeps a deleted contact out of lookups; here it is simply gone.
      if (!contacts.delete(id)) return json(res, 404, [{ error_key: 'contacts.api.not.found', error_message: 'Contact not found' }])
      res.writeHead(204)
      return void res.end()
    }
    json(res, 404, [{ error_key: 'not.found', error_message: 'No such endpoint' }])
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const text = await readBody(req)
    let body: unknown = text
    if ((req.headers['content-type'] ?? '').includes('json') && text) body = JSON.parse(text)
    requests.push({ method: req.method ?? '', path: url.pathname, query: url.searchParams, authorization: req.headers.authorization ?? '', body })
    if (req.method === 'POST' && url.pathname === '/oauth2/token') return token(req, res, text)
    if (req.method === 'GET' && url.pathname === '/stand-in/mail') {
      const to = (url.searchParams.get('to') ?? '').toLowerCase()
      return json(res, 200, { mails: mails.filter((mail) => !to || mail.to.toLowerCase() === to) })
    }
    const linkMatch = /^\/stand-in\/(confirm|unsubscribe)\/([\w-]+)$/.exec(url.pathname)
    if (req.method === 'GET' && linkMatch) return link(res, linkMatch[1], linkMatch[2])
    // What the stand-in holds, for benchmarks that run it in a process of its own.
    if (req.method === 'GET' && url.pathname === '/stand-in/state') {
      return json(res, 200, { contacts: [...contacts.values()].map((contact) => contact.email_address.address), apiCalls: requests.filter((r) => r.path.startsWith('/v3/')).length, faults: faultCount, throttled, writes: Object.fromEntries(writes) })
    }
    api(req, res, url, body)
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    baseUrl: origin,
    tokenUrl: `${origin}/oauth2/token`,
    requests,
    mails,
    apiRequests: () => requests.filter((request) => request.path.startsWith('/v3/')),
    contacts,
    failNext: (count, fault, skip = 0) => {
      for (let i = 0; i < skip; i += 1) faults.push(null)
      for (let i = 0; i < count; i += 1) faults.push(fault)
    },
    staleLookups: (count) => {
      stale += count
    },
    expireAccessTokens: () => validAccessTokens.clear(),
    validRefreshTokens,
    validAccessTokens,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
