import { HONEYPOT_FIELD, LEAD_PATHS, type ErrorAnswer, type LeadRequest } from './api'
import { contactPayload, existingContactFrom } from './contact'
import { INTEREST_FORM_FIELDS, type InterestForm, type InterestFormErrors, type InterestFormKind } from './validation'

/**
 * Sends an interest form from the browser: looks the email up, then updates the contact it found or creates
 * one. Browser-safe: no environment, no CMS. Never throws: every outcome, network failures included, comes back as a
 * value the form can show.
 */

/** Shown when the site could not take the details (network down, server error, a refused call). */
export const SEND_FAILED_MESSAGE =
  'We could not send your details just now. Everything you entered is still here, so please try again in a moment.'

/** Shown for a 429 answer without a message of its own. */
export const TOO_MANY_MESSAGE = 'You have sent this form several times in a short while. Please wait a minute and try again.'

/** Shown for a 400 answer that names no field. */
export const NOT_READ_MESSAGE = 'Some of your details could not be read. Please check them and try again.'

export type SendOutcome =
  /** The contact was updated (200) or created (201). */
  | { status: 'sent'; action: 'updated' | 'created' }
  /** The server refused some fields (400): one message per field, shown under it. */
  | { status: 'invalid'; errors: InterestFormErrors }
  /** Anything else: a message for the form's alert; what was typed stays. */
  | { status: 'failed'; message: string }

export type SendOptions = {
  /** '' for this site; the content site's address for the second form. */
  apiBase: string
  kind: InterestFormKind
  /** The validated form. */
  form: InterestForm
  /** Made once per filled form and reused on every retry. */
  submissionId: string
  /** The honeypot's value: '' from people. */
  honeypot?: string
  fetch?: typeof fetch
}

/** The request body every lead endpoint takes (api.ts). */
export function leadRequest({ kind, form, submissionId, honeypot = '' }: Omit<SendOptions, 'apiBase' | 'fetch'>): LeadRequest {
  return {
    ...contactPayload(form, ''),
    lists: [],
    form: kind,
    campaign_id: form.campaignId,
    submission_id: submissionId,
    [HONEYPOT_FIELD]: honeypot,
  }
}

export async function sendInterestForm(options: SendOptions): Promise<SendOutcome> {
  const { apiBase, form } = options
  const send = options.fetch ?? globalThis.fetch.bind(globalThis)
  const body = JSON.stringify(leadRequest(options))
  const json = { Accept: 'application/json' }

  try {
    const lookup = await send(`${apiBase}${LEAD_PATHS.verify(form.email)}`, { method: 'GET', headers: json })
    if (lookup.status !== 200) return await failure(lookup, 'lookup')
    const existing = existingContactFrom(await readJson(lookup))
    const reference = typeof existing?.id === 'string' && existing.id !== '' ? existing.id : null

    const [url, method, expected] = reference
      ? [`${apiBase}${LEAD_PATHS.update(reference)}`, 'PUT', 200]
      : [`${apiBase}${LEAD_PATHS.create}`, 'POST', 201]
    const response = await send(url, { method, headers: { ...json, 'Content-Type': 'application/json' }, body })
    if (response.status !== expected) return await failure(response, reference ? 'update' : 'create')
    return { status: 'sent', action: reference ? 'updated' : 'created' }
  } catch (error) {
    console.error('Interest form: the request did not complete.', error)
    return { status: 'failed', message: SEND_FAILED_MESSAGE }
  }
}

/** Logs a refused call and turns it into what the form shows. */
async function failure(response: Response, call: 'lookup' | 'update' | 'create'): Promise<SendOutcome> {
  const answer = await readJson(response)
  const first = firstErrorEntry(answer)
  console.error(`Interest form: the contact ${call} failed.`, {
    status: response.status,
    statusText: response.statusText,
    ...(first ? { error_key: first.error_key, error_message: first.error_message } : {}),
  })

  const message = messageOf(answer)
  if (response.status === 429) return { status: 'failed', message: message ?? TOO_MANY_MESSAGE }
  if (response.status === 400) {
    const errors = fieldErrorsOf(answer)
    return errors ? { status: 'invalid', errors } : { status: 'failed', message: message ?? NOT_READ_MESSAGE }
  }
  return { status: 'failed', message: SEND_FAILED_MESSAGE }
}

/** The answer's JSON, or null when it has none. */
async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return null
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

type ErrorEntry = { error_key?: unknown; error_message?: unknown }

/** The provider's error entry: the first of an array, or a single error object. */
function firstErrorEntry(answer: unknown): ErrorEntry | null {
  const entry: unknown = Array.isArray(answer) ? answer[0] : answer
  if (!isRecord(entry) || !('error_key' in entry || 'error_message' in entry)) return null
  return entry
}

function messageOf(answer: unknown): string | null {
  const message = isRecord(answer) ? (answer as Partial<ErrorAnswer>).message : undefined
  return typeof message === 'string' && message.trim() !== '' ? message : null
}

/** The field messages of a 400 answer, only for the form's own fields; null when there are none. */
function fieldErrorsOf(answer: unknown): InterestFormErrors | null {
  const errors = isRecord(answer) ? answer.errors : undefined
  if (!isRecord(errors)) return null
  const result: InterestFormErrors = {}
  for (const field of INTEREST_FORM_FIELDS) {
    const message = errors[field]
    if (typeof message === 'string' && message !== '') result[field] = message
  }
  return Object.keys(result).length > 0 ? result : null
}
