/**
 * The three lead endpoints as plain Request → Response functions over injected parts, so they are tested
 * without a server; src/app/(payload)/api/constant-contact/ wires them to the CMS (routes.ts).
 *
 * Every answer is JSON and never carries stored personal data. A valid submission is answered as soon as it is
 * stored; its delivery to the provider runs after the answer (and again later until it succeeds).
 */
import { isEmailAddress } from '@/lib/email'
import type { RateLimiter, SharedRateLimiter } from '@/server/rate-limit'
import { MAX_LEAD_BODY_BYTES, type ErrorAnswer, type ReceivedAnswer, type VerifyAnswer } from '../api'
import { MAX_LENGTHS, MESSAGES, validateInterestForm } from '../validation'
import type { NewSubmission } from './delivery'
import { checkContactReference, contactReference } from './reference'
import { checkCaller, isRefusal, LEAD_MESSAGES, leadInput, readJsonBody, type Refusal } from './request'

export type LeadEndpointParts = {
  secret: string
  allowedOrigins: readonly string[]
  limiter: RateLimiter | SharedRateLimiter
  clientAddress: (headers: Headers) => string
  /** Stores the submission and queues its delivery; the job id, or null when it was stored before. */
  store: (submission: NewSubmission) => Promise<{ jobId: string | number | null }>
  /** Runs the delivery job after the answer has gone out. */
  deliverSoon: (jobId: string | number) => void
  log: (message: string, details: Record<string, unknown>) => void
  now?: () => number
}

const CORS_METHODS = 'GET, PUT, POST, OPTIONS'

function json(status: number, body: VerifyAnswer | ReceivedAnswer | ErrorAnswer, corsOrigin: string | null, extra: Record<string, string> = {}) {
  const headers = new Headers({ 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', vary: 'Origin', ...extra })
  if (corsOrigin) headers.set('access-control-allow-origin', corsOrigin)
  return new Response(JSON.stringify(body), { status, headers })
}

const refusal = ({ status, answer }: Refusal, corsOrigin: string | null) => json(status, answer, corsOrigin)

export function leadEndpoints(parts: LeadEndpointParts) {
  const now = parts.now ?? Date.now

  /** Origin check, then the rate limit; the CORS origin to answer with, or the refusal. */
  async function admit(request: Request): Promise<{ corsOrigin: string | null } | Response> {
    const caller = checkCaller(request.headers, parts.allowedOrigins)
    if (isRefusal(caller)) return refusal(caller, null)
    const address = parts.clientAddress(request.headers)
    const wait = await parts.limiter.retryAfter(address)
    if (wait > 0) return json(429, { message: LEAD_MESSAGES.tooMany }, caller.corsOrigin, { 'retry-after': String(wait) })
    await parts.limiter.hit(address)
    return caller
  }

  /**
   * The lookup answers the same for every valid address, known or not, without reading anything: a reference signed
   * for that email (valid an hour), which the form sends back with its update. So nobody learns from it whether an
   * address is a contact; whether the submission creates or updates a contact is decided when it is delivered.
   */
  async function verify(request: Request, rawEmail: string): Promise<Response> {
    const admitted = await admit(request)
    if (admitted instanceof Response) return admitted
    const email = rawEmail.trim()
    if (!email || email.length > MAX_LENGTHS.email || !isEmailAddress(email)) {
      return json(400, { message: MESSAGES.emailInvalid, errors: { email: email ? MESSAGES.emailInvalid : MESSAGES.email } }, admitted.corsOrigin)
    }
    return json(200, { results: [{ id: contactReference(email, parts.secret, now()) }] }, admitted.corsOrigin)
  }

  async function submit(request: Request, route: 'create' | 'update', reference?: string): Promise<Response> {
    const admitted = await admit(request)
    if (admitted instanceof Response) return admitted
    const { corsOrigin } = admitted
    const read = await readJsonBody(request, MAX_LEAD_BODY_BYTES)
    if (isRefusal(read)) return refusal(read, corsOrigin)
    const input = leadInput(read.body)
    if (isRefusal(input)) return refusal(input, corsOrigin)

    const success = (): Response => json(route === 'create' ? 201 : 200, { status: 'received' }, corsOrigin)
    if (input.robot) {
      parts.log('Dropped a lead with a filled or missing honeypot', { route })
      return success()
    }
    const checked = validateInterestForm(input.fields, { form: input.kind })
    if (!checked.ok) return json(400, { message: LEAD_MESSAGES.invalid, errors: checked.errors }, corsOrigin)
    const form = checked.value
    if (route === 'update' && checkContactReference(reference ?? '', form.email, parts.secret, now()) !== 'valid') {
      return json(403, { message: LEAD_MESSAGES.reference }, corsOrigin)
    }

    let stored: { jobId: string | number | null }
    try {
      stored = await parts.store({ kind: input.kind, form, route, submissionId: input.submissionId })
    } catch (error) {
      parts.log('A lead could not be stored', { route, error: String(error) })
      return json(503, { message: LEAD_MESSAGES.notStored }, corsOrigin, { 'retry-after': '30' })
    }
    if (stored.jobId !== null) parts.deliverSoon(stored.jobId)
    return success()
  }

  /** CORS preflight: allowed origins may send JSON with these methods. */
  function preflight(request: Request): Response {
    const origin = request.headers.get('origin')
    if (!origin || !parts.allowedOrigins.includes(origin)) return new Response(null, { status: 403, headers: { vary: 'Origin' } })
    return new Response(null, {
      status: 204,
      headers: {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': CORS_METHODS,
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
        vary: 'Origin',
      },
    })
  }

  return { verify, submit, preflight }
}
