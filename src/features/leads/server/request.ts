/**
 * Reading a lead request safely: who may call, how much is read, and
 * the interest form recovered from the product's contact payload, so the shared rules validate it as in the browser.
 * Pure functions of the request's parts; the route handlers (handlers.ts) wire them up.
 */
import { readTextWithin } from '@/server/read-body'
import { HONEYPOT_FIELD, type ErrorAnswer } from '../api'
import { customFieldKey } from '../providers/types'
import type { InterestFormKind } from '../validation'

export const LEAD_MESSAGES = {
  otherSite: 'This form can only be sent from our website.',
  notJson: 'The form must be sent as JSON (Content-Type: application/json).',
  tooLarge: 'The form is too large to send. Please shorten your answers and try again.',
  unreadable: 'The form could not be read. Please try again.',
  submissionId: 'The form is missing its submission id. Please reload the page and try again.',
  formKind: 'The form is not one of this site’s interest forms.',
  reference: 'Your earlier details could not be matched to this form. Please send it again.',
  tooMany: 'You have sent this form many times in a short while. Please wait a minute and try again.',
  notStored: 'We could not save your details just now. Please try again in a moment.',
  invalid: 'Please correct the highlighted fields.',
} as const

export type Refusal = { status: number; answer: ErrorAnswer }

const refuse = (status: number, message: string): Refusal => ({ status, answer: { message } })

/**
 * Browsers say where a call comes from: allowed when it comes from this page's own origin (Sec-Fetch-Site
 * same-origin) or from an allowed origin, which then gets CORS headers. Other sites' pages are refused. Callers that
 * are not browsers send neither header and are let through (the honeypot and the rate limit deal with them).
 */
export function checkCaller(headers: Headers, allowedOrigins: readonly string[]): { corsOrigin: string | null } | Refusal {
  const origin = headers.get('origin')
  const site = headers.get('sec-fetch-site')
  if (origin && allowedOrigins.includes(origin)) return { corsOrigin: origin }
  if (site === 'same-origin') return { corsOrigin: null }
  if (origin || site === 'cross-site' || site === 'same-site') return refuse(403, LEAD_MESSAGES.otherSite)
  return { corsOrigin: null }
}

/** The JSON body, read up to `maxBytes`. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<{ body: unknown } | Refusal> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/json\s*(;|$)/i.test(type)) return refuse(415, LEAD_MESSAGES.notJson)
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > maxBytes) return refuse(413, LEAD_MESSAGES.tooLarge)
  const text = await readTextWithin(request, maxBytes)
  if (text === null) return refuse(413, LEAD_MESSAGES.tooLarge)
  try {
    return { body: JSON.parse(text) }
  } catch {
    return refuse(400, LEAD_MESSAGES.unreadable)
  }
}


export type LeadInput = {
  kind: InterestFormKind
  submissionId: string
  /** A person leaves the hidden field empty; a missing or filled one is a robot's. */
  robot: boolean
  /** The form's fields as the interest form names them, for `validateInterestForm`. */
  fields: Record<string, unknown>
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}

const first = (value: unknown) => record(Array.isArray(value) ? value[0] : undefined)

/** 'true' and 'false' as the checkbox they stand for; anything else is passed on for the rules to refuse. */
function checkbox(fields: unknown, name: string): unknown {
  const field = Array.isArray(fields) ? fields.map(record).find((entry) => customFieldKey(String(entry.name ?? '')) === customFieldKey(name)) : undefined
  if (!field) return undefined
  return field.value === 'true' ? true : field.value === 'false' ? false : field.value
}

/** The interest form inside the product's contact payload, with the form kind, submission id and honeypot. */
export function leadInput(body: unknown): LeadInput | Refusal {
  const data = record(body)
  if (data.form !== 'first' && data.form !== 'second') return refuse(400, LEAD_MESSAGES.formKind)
  const submissionId = data.submission_id
  if (typeof submissionId !== 'string' || !/^[\w-]{8,64}$/.test(submissionId)) return refuse(400, LEAD_MESSAGES.submissionId)
  const address = first(data.addresses)
  return {
    kind: data.form,
    submissionId,
    robot: data[HONEYPOT_FIELD] !== '',
    fields: {
      inResearch: checkbox(data.custom_fields, 'custom_field_14'),
      sendUpdates: checkbox(data.custom_fields, 'custom_field_15'),
      firstName: data.first_name,
      lastName: data.last_name,
      title: data.job_title,
      email: first(data.email_addresses).email_address,
      phone: data.work_phone,
      orgName: data.company_name,
      country: address.country_code,
      state_code: address.state_code,
      campaignId: data.campaign_id,
    },
  }
}

export const isRefusal = (value: object): value is Refusal => 'status' in value && 'answer' in value
