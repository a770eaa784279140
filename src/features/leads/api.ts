import type { Contact } from './providers/types'
import type { InterestFormErrors, InterestFormKind } from './validation'

/**
 * The contract of the lead endpoints, shared by the interest forms in the browser and the route handlers.
 *
 * - `GET  {base}/api/constant-contact/verify/{email}` → 200 `VerifyAnswer`. A found contact comes back only as an opaque
 *   reference signed for that email: never any stored data.
 * - `PUT  {base}/api/constant-contact/update/{reference}` with `LeadRequest` → 200 `ReceivedAnswer`; the reference must
 *   be one `verify` gave for the body's email.
 * - `POST {base}/api/constant-contact/create` with `LeadRequest` → 201 `ReceivedAnswer`.
 *
 * Failures answer `ErrorAnswer`: 400 (unreadable body or invalid fields, `errors` keyed by form field with the
 * product's messages), 403 (request from another site, or a reference not for this email), 413 (body too large),
 * 415 (not JSON), 429 (too many calls; `Retry-After` in seconds), 503 (the submission could not be stored).
 * `{base}` is '' for this site; the second form uses the content site's address when one is configured (CONTENT_SITE_URL).
 */
export const LEAD_PATHS = {
  verify: (email: string) => `/api/constant-contact/verify/${encodeURIComponent(email)}`,
  update: (reference: string) => `/api/constant-contact/update/${encodeURIComponent(reference)}`,
  create: '/api/constant-contact/create',
} as const

/** The honeypot's field name: people never see or fill it; a request without it, or with it filled, is dropped quietly. */
export const HONEYPOT_FIELD = 'website'

/** The contact payload plus what the server needs to validate and keep the submission. */
export type LeadRequest = Contact & {
  /** Which interest form sent it (the first has both checkboxes). */
  form: InterestFormKind
  /** The form's hidden campaign id. */
  campaign_id: string
  /** A random id the form makes once per submission; sending the same one again never makes a second submission. */
  submission_id: string
  /** The honeypot: always present, always ''. */
  [HONEYPOT_FIELD]: string
}

export type VerifyAnswer = { results: { id: string }[] }

export type ReceivedAnswer = { status: 'received' }

export type ErrorAnswer = { message: string; errors?: InterestFormErrors }

/** The longest body the lead endpoints read, in bytes. */
export const MAX_LEAD_BODY_BYTES = 8 * 1024
