/**
 * Constant Contact v3 client behind the site's lead endpoint. Server-side only. Everything that differs between production and tests
 * (hosts, credentials, list and custom field ids, fetch, clock, token storage) comes in through the constructor.
 *
 * Consent to marketing email is the contact's `email_address.permission_to_send` (consent.ts, `nextPermission`): an
 * unticked box unsubscribes (with an `opt_out_reason`); a ticked one asks the account's confirmed opt-in
 * (`pending_confirmation`: the provider mails the confirmation), never `explicit`, and never turns an unsubscribed
 * contact back on.
 */
import { nextPermission, type ConsentIntent } from '../consent'
import {
  customFieldKey,
  filledIn,
  primaryEmail,
  type Contact,
  type LeadLogger,
  type LeadProvider,
  type UpsertRejected,
  type UpsertResult,
  type EraseResult,
  type UpsertRetry,
} from './types'

export const CONSTANT_CONTACT_API = 'https://api.cc.email'
export const CONSTANT_CONTACT_TOKEN_URL = 'https://authz.constantcontact.com/oauth2/default/v1/token'

/** The provider allows 4 requests a second per application. */
export const REQUESTS_PER_SECOND = 4
const WINDOW_MS = 1000
const DEFAULT_TIMEOUT_MS = 10_000

export type OAuthTokens = { accessToken: string; refreshToken: string; expiresAt?: number }

/** Keeps the current token pair. Refresh tokens rotate: a saved pair replaces the old one, which stops working. */
export interface TokenStore {
  load(): Promise<OAuthTokens | null>
  save(tokens: OAuthTokens): Promise<void>
}

export interface Clock {
  now(): number
  sleep(ms: number): Promise<void>
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}

/** The product's custom field names and the provider's ids for them (account settings, not code). */
export type CustomFieldIds = { custom_field_14: string; custom_field_15: string }

export type ConstantContactOptions = {
  clientId: string
  clientSecret: string
  /** The list every form contact joins. */
  listId: string
  customFieldIds: CustomFieldIds
  tokenStore: TokenStore
  logger: LeadLogger
  baseUrl?: string
  tokenUrl?: string
  fetch?: typeof fetch
  clock?: Clock
  timeoutMs?: number
  /** The provider allows 4 (the default); only a local stand-in takes more. */
  requestsPerSecond?: number
}

/** The parts of a v3 contact this client reads and writes. */
export type V3Contact = {
  contact_id?: string
  email_address: { address: string; permission_to_send?: string; opt_out_reason?: string }
  first_name?: string
  last_name?: string
  job_title?: string
  company_name?: string
  birthday_month?: number
  birthday_day?: number
  anniversary?: string
  phone_numbers?: { phone_number: string; kind: string }[]
  street_addresses?: { kind: string; street?: string; city?: string; state?: string; postal_code?: string; country?: string }[]
  list_memberships?: string[]
  custom_fields?: { custom_field_id: string; value: string }[]
}

type Answer = { status: number; statusText: string; headers: Headers; data: unknown }
type Failure = UpsertRetry | UpsertRejected
type Operation = 'lookup' | 'create' | 'update' | 'delete'

/** First entry of either error shape the API answers with: `[{ error_key, error_message }]` or `{ error_key, error_message }`. */
export function firstApiError(data: unknown): { error_key?: string; error_message?: string } {
  const entry: unknown = Array.isArray(data) ? data[0] : data
  if (!entry || typeof entry !== 'object') return {}
  const { error_key, error_message } = entry as Record<string, unknown>
  return {
    ...(typeof error_key === 'string' ? { error_key } : {}),
    ...(typeof error_message === 'string' ? { error_message } : {}),
  }
}

/** Retry-After in seconds or as an HTTP date, in milliseconds from now. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined
  const seconds = Number(header.trim())
  if (Number.isFinite(seconds) && header.trim() !== '') return Math.max(0, seconds * 1000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * At most `limit` calls reach the provider in any window of `windowMs`, however late a call leaves after its start
 * (a busy server): a call holds its place from its start until its answer and for a window after that, so a new
 * call starts a window after the answer of a call it replaces. Callers queue in arrival order; `take` gives the
 * function that records the answer.
 */
export class RateLimiter {
  private calls: { answeredAt: number | null }[] = []
  private queue: Promise<unknown> = Promise.resolve()
  private answered: () => void = () => {}

  constructor(
    private readonly clock: Clock,
    private readonly limit = REQUESTS_PER_SECOND,
    private readonly windowMs = WINDOW_MS,
  ) {}

  take(): Promise<() => void> {
    const turn = this.queue.then(() => this.wait())
    this.queue = turn
    return turn
  }

  private async wait(): Promise<() => void> {
    for (;;) {
      const now = this.clock.now()
      this.calls = this.calls.filter((call) => call.answeredAt === null || now - call.answeredAt < this.windowMs)
      if (this.calls.length < this.limit) {
        const call: { answeredAt: number | null } = { answeredAt: null }
        this.calls.push(call)
        return () => {
          if (call.answeredAt !== null) return
          call.answeredAt = this.clock.now()
          this.answered()
        }
      }
      const answeredAt = this.calls.flatMap((call) => (call.answeredAt === null ? [] : [call.answeredAt]))
      const nextAnswer = new Promise<void>((resolve) => (this.answered = resolve))
      await (answeredAt.length ? Promise.race([nextAnswer, this.clock.sleep(Math.min(...answeredAt) + this.windowMs - now)]) : nextAnswer)
    }
  }
}

const failureReason = (answer: Answer, error: { error_key?: string }) =>
  `HTTP ${answer.status} ${answer.statusText}${error.error_key ? `: ${error.error_key}` : ''}`

export class ConstantContactProvider implements LeadProvider {
  private readonly baseUrl: string
  private readonly tokenUrl: string
  private readonly fetch: typeof fetch
  private readonly clock: Clock
  private readonly timeoutMs: number
  private readonly limiter: RateLimiter
  private tokens: OAuthTokens | null = null
  private refreshing: Promise<OAuthTokens | null> | null = null

  constructor(private readonly options: ConstantContactOptions) {
    this.baseUrl = (options.baseUrl ?? CONSTANT_CONTACT_API).replace(/\/+$/, '')
    this.tokenUrl = options.tokenUrl ?? CONSTANT_CONTACT_TOKEN_URL
    this.fetch = options.fetch ?? globalThis.fetch.bind(globalThis)
    this.clock = options.clock ?? systemClock
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
    this.limiter = new RateLimiter(this.clock, options.requestsPerSecond)
  }

  async upsert(contact: Contact, consent: ConsentIntent): Promise<UpsertResult> {
    const email = primaryEmail(contact)
    if (!email) return { status: 'rejected', reason: 'The contact has no email address' }

    const found = await this.lookup(email)
    if ('status' in found) return found
    if (found.contact) return this.update(found.contact, contact, consent)

    const created = await this.send('create', 'POST', '/v3/contacts', this.newContact(email, contact, consent))
    if ('headers' in created && created.status === 201) {
      return { status: 'created', contactId: String((created.data as V3Contact | null)?.contact_id ?? '') }
    }
    if (!('headers' in created) || created.status !== 409) return this.failure('create', created)

    // Created meanwhile by another submission: update that contact instead of making a second one.
    const again = await this.lookup(email)
    if ('status' in again) return again
    if (again.contact) return this.update(again.contact, contact, consent)
    return { status: 'retry', reason: 'The provider reports the email as taken but does not find it yet' }
  }

  /** Looks the contact up by email and deletes it (the provider answers 204). */
  async erase(email: string): Promise<EraseResult> {
    const found = await this.lookup(email.trim())
    if ('status' in found) return found
    if (!found.contact) return { status: 'absent' }
    const id = String(found.contact.contact_id ?? '')
    const answer = await this.send('delete', 'DELETE', `/v3/contacts/${encodeURIComponent(id)}`)
    if ('headers' in answer && answer.status === 204) return { status: 'erased', contactId: id }
    // Deleted meanwhile (another request of the same person).
    if ('headers' in answer && answer.status === 404) return { status: 'absent' }
    return this.failure('delete', answer)
  }

  private async lookup(email: string): Promise<{ contact: V3Contact | null } | Failure> {
    const query = new URLSearchParams({ email, include: 'custom_fields,list_memberships' })
    const answer = await this.send('lookup', 'GET', `/v3/contacts?${query.toString().replace(/%2C/g, ',')}`)
    if (!('headers' in answer) || answer.status !== 200) return this.failure('lookup', answer)
    const contacts = (answer.data as { contacts?: V3Contact[] } | null)?.contacts
    return { contact: Array.isArray(contacts) && contacts.length > 0 ? contacts[0] : null }
  }

  private async update(existing: V3Contact, contact: Contact, consent: ConsentIntent): Promise<UpsertResult> {
    const id = String(existing.contact_id ?? '')
    const body = { ...this.merged(existing, contact, consent), update_source: 'Contact' }
    const answer = await this.send('update', 'PUT', `/v3/contacts/${encodeURIComponent(id)}`, body)
    if ('headers' in answer && answer.status === 200) return { status: 'updated', contactId: id }
    return this.failure('update', answer)
  }

  /** POST body: the product's payload in v3 field names. */
  private newContact(email: string, contact: Contact, consent: ConsentIntent) {
    return {
      ...this.merged({ email_address: { address: email } }, contact, consent),
      create_source: 'Contact',
    }
  }

  /**
   * PUT body (and, from an empty contact, the POST body): v3 replaces the whole contact, so start from what the
   * provider holds (writable fields only). The submission fills what is empty (names, job title, company, work phone,
   * home country and state), adds the list, and sets each custom field the contact has no value for; nothing stored
   * is overwritten (see `filledIn`), and other phones, addresses, lists and custom fields stay. Consent only moves
   * toward no: an unticked box sets the updates field to 'false' and unsubscribes.
   */
  private merged(existing: V3Contact, contact: Contact, consent: ConsentIntent) {
    const address = contact.addresses[0]
    const phones = (existing.phone_numbers ?? []).map(({ phone_number, kind }) => ({ phone_number, kind }))
    const hasWorkPhone = phones.some((phone) => phone.kind === 'work' && phone.phone_number.trim())
    const streets = (existing.street_addresses ?? []).map(writableAddress)
    const hasHome = streets.some((street) => street.kind === 'home')
    const lists = [...(existing.list_memberships ?? [])]
    for (const id of [this.options.listId, ...contact.lists.map((list) => list.id)]) if (id && !lists.includes(id)) lists.push(id)
    const fields = new Map((existing.custom_fields ?? []).map((field) => [field.custom_field_id, field.value]))
    const ids: Record<string, string> = {}
    for (const [name, id] of Object.entries(this.options.customFieldIds)) ids[customFieldKey(name)] = id
    for (const field of contact.custom_fields) {
      const id = ids[customFieldKey(field.name)]
      if (id && !fields.has(id)) fields.set(id, field.value)
    }
    const updatesField = ids[customFieldKey('custom_field_15')]
    if (consent === 'no' && updatesField) fields.set(updatesField, 'false')
    const stored = existing.email_address.permission_to_send
    const permission = nextPermission(stored, consent)
    const optedOut = permission === 'unsubscribed' && stored !== 'unsubscribed'
    return {
      email_address: {
        address: existing.email_address.address,
        permission_to_send: permission,
        ...(optedOut ? { opt_out_reason: 'Unticked the updates box on the website form' } : {}),
      },
      first_name: filledIn(existing.first_name, contact.first_name),
      last_name: filledIn(existing.last_name, contact.last_name),
      job_title: filledIn(existing.job_title, contact.job_title),
      company_name: filledIn(existing.company_name, contact.company_name),
      ...(existing.birthday_month !== undefined ? { birthday_month: existing.birthday_month, birthday_day: existing.birthday_day } : {}),
      ...(existing.anniversary !== undefined ? { anniversary: existing.anniversary } : {}),
      phone_numbers: contact.work_phone && !hasWorkPhone ? [...phones, { phone_number: contact.work_phone, kind: 'work' }] : phones,
      street_addresses: address && !hasHome ? [...streets, { kind: 'home', country: address.country_code, state: address.state_code }] : streets,
      list_memberships: lists,
      custom_fields: [...fields].map(([custom_field_id, value]) => ({ custom_field_id, value })),
    }
  }

  /** Logs a failed call (status, status text, first error_key / error_message) and classifies it. */
  private failure(operation: Operation, outcome: Answer | Failure): Failure {
    if (!('headers' in outcome)) return outcome
    const error = firstApiError(outcome.data)
    this.options.logger.error(`Constant Contact ${operation} failed`, {
      operation,
      status: outcome.status,
      statusText: outcome.statusText,
      error_key: error.error_key,
      error_message: error.error_message,
    })
    const reason = failureReason(outcome, error)
    if (outcome.status === 429) {
      const wait = retryAfterMs(outcome.headers.get('retry-after'), this.clock.now())
      return { status: 'retry', reason, ...(wait !== undefined ? { retryAfterMs: wait } : {}) }
    }
    if (outcome.status >= 500 || outcome.status === 408 || outcome.status === 401) return { status: 'retry', reason }
    return { status: 'rejected', reason }
  }

  /** One API call with the current token; on 401 one token refresh (shared by concurrent callers) and one more try. */
  private async send(operation: Operation, method: string, path: string, body?: unknown): Promise<Answer | Failure> {
    const tokens = this.tokens ?? (this.tokens = await this.options.tokenStore.load())
    if (!tokens) return this.authFailure(operation, 'No Constant Contact tokens are stored')
    const first = await this.request(operation, method, path, body, tokens.accessToken)
    if (!('headers' in first) || first.status !== 401) return first
    const fresh = await this.refreshAfter(tokens.accessToken)
    if (!fresh) return this.authFailure(operation, 'The Constant Contact token could not be refreshed')
    return this.request(operation, method, path, body, fresh.accessToken)
  }

  private authFailure(operation: Operation, reason: string): UpsertRetry {
    this.options.logger.error(`Constant Contact ${operation} failed`, { operation, reason })
    return { status: 'retry', reason }
  }

  private async request(operation: Operation, method: string, path: string, body: unknown, accessToken: string): Promise<Answer | Failure> {
    const answered = await this.limiter.take()
    try {
      const response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      const text = await response.text()
      return { status: response.status, statusText: response.statusText, headers: response.headers, data: parseJson(text) }
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      const reason = timedOut ? `No answer within ${this.timeoutMs} ms` : 'The provider could not be reached'
      this.options.logger.error(`Constant Contact ${operation} failed`, { operation, reason, error: String(error) })
      return { status: 'retry', reason }
    } finally {
      answered()
    }
  }

  /**
   * Single-flight refresh: the first caller whose token was refused starts it, everyone else awaits the same
   * promise. A token pair that another caller (or another server process, through the store) already replaced
   * is reused instead of refreshing again, because the old refresh token no longer works after rotation.
   */
  private refreshAfter(refusedAccessToken: string): Promise<OAuthTokens | null> {
    if (this.refreshing) return this.refreshing
    if (this.tokens && this.tokens.accessToken !== refusedAccessToken) return Promise.resolve(this.tokens)
    this.refreshing = this.refresh(refusedAccessToken).finally(() => {
      this.refreshing = null
    })
    return this.refreshing
  }

  private async refresh(refusedAccessToken: string): Promise<OAuthTokens | null> {
    const stored = await this.options.tokenStore.load()
    if (stored && stored.accessToken !== refusedAccessToken) return (this.tokens = stored)
    const refreshToken = stored?.refreshToken ?? this.tokens?.refreshToken
    if (!refreshToken) return null
    try {
      const { clientId, clientSecret } = this.options
      const response = await this.fetch(this.tokenUrl, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      const data = parseJson(await response.text()) as { access_token?: string; refresh_token?: string; expires_in?: number } | null
      if (!response.ok || !data?.access_token) {
        this.options.logger.error('Constant Contact token refresh failed', {
          operation: 'refresh',
          status: response.status,
          statusText: response.statusText,
          error: (data as { error?: unknown } | null)?.error,
        })
        return null
      }
      const tokens: OAuthTokens = {
        accessToken: data.access_token,
        refreshToken: data.refresh_token ?? refreshToken,
        ...(typeof data.expires_in === 'number' ? { expiresAt: this.clock.now() + data.expires_in * 1000 } : {}),
      }
      // Saved before first use: the refresh token just spent is gone, so losing the new pair would lock us out.
      await this.options.tokenStore.save(tokens)
      return (this.tokens = tokens)
    } catch (error) {
      this.options.logger.error('Constant Contact token refresh failed', { operation: 'refresh', error: String(error) })
      return null
    }
  }
}

/** A stored address without the read-only parts the API adds (ids, timestamps). */
function writableAddress({ kind, street, city, state, postal_code, country }: NonNullable<V3Contact['street_addresses']>[number]) {
  return Object.fromEntries(Object.entries({ kind, street, city, state, postal_code, country }).filter(([, value]) => value !== undefined)) as {
    kind: string
  } & Partial<Record<'street' | 'city' | 'state' | 'postal_code' | 'country', string>>
}

function parseJson(text: string): unknown {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
