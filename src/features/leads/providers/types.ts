/**
 * The contact an interest form sends to the email-marketing provider, and the
 * provider contract the site's lead endpoint talks to. Server-side only: client modules never import providers.
 */
import type { ConsentIntent } from '../consent'

export type ContactEmail = { email_address: string }

export type ContactAddress = { address_type: 'PERSONAL'; country_code: string; state_code: string }

export type ContactList = { id: string }

/** custom_field_14 = inResearch, custom_field_15 = sendUpdates, both as 'true' / 'false'. */
export type ContactCustomField = { name: string; value: string }

export interface Contact {
  first_name: string
  last_name: string
  job_title: string
  work_phone: string
  company_name: string
  email_addresses: ContactEmail[]
  addresses: ContactAddress[]
  lists: ContactList[]
  custom_fields: ContactCustomField[]
}

export type UpsertSuccess = { status: 'created' | 'updated'; contactId: string }

/** The provider could not take the contact now (down, 5xx, 429, timeout, network, authorization): send it again later. */
export type UpsertRetry = { status: 'retry'; reason: string; retryAfterMs?: number }

/** The provider refused the contact itself (a 4xx that sending again cannot fix). */
export type UpsertRejected = { status: 'rejected'; reason: string }

export type UpsertResult = UpsertSuccess | UpsertRetry | UpsertRejected

/** A contact deleted (its provider id), or none held under the email; or the failures of an upsert. */
export type EraseResult = { status: 'erased'; contactId: string } | { status: 'absent' } | UpsertRetry | UpsertRejected

export interface LeadProvider {
  /**
   * Creates the contact, or updates the one with the same email, with what the submission says about consent to
   * marketing email (consent.ts). Resolves with the outcome; never throws for HTTP outcomes.
   */
  upsert(contact: Contact, consent: ConsentIntent): Promise<UpsertResult>
  /**
   * Deletes the contact with this email, when a person asks for their data to be deleted. Resolves with the outcome;
   * never throws for HTTP outcomes.
   */
  erase(email: string): Promise<EraseResult>
}

/** Where providers report failed calls (console on the server; a recorder in tests). */
export interface LeadLogger {
  error(message: string, details: Record<string, unknown>): void
}

/** The contact's primary email, trimmed; '' when the payload has none. */
export const primaryEmail = (contact: Contact): string => contact.email_addresses[0]?.email_address?.trim() ?? ''

/** Custom field names arrive as custom_field_14 (new forms) or CustomField14 (existing contacts): one key for both. */
export const customFieldKey = (name: string): string => name.replace(/[\s_-]/g, '').toLowerCase()

/** Sets each custom field's value in place (matched by `customFieldKey`), or appends it; the others keep their order. */
export function withCustomFields<F extends { name: string }>(fields: F[], updates: F[]): F[] {
  const key = (field: { name: unknown }) => customFieldKey(String(field.name))
  const result = fields.map((field) => {
    const update = updates.find((candidate) => key(candidate) === key(field))
    return update ? { ...field, ...update } : field
  })
  return [...result, ...updates.filter((update) => !fields.some((field) => key(field) === key(update)))]
}

/**
 * What a web submission may change on a contact that already exists. Anyone can type anyone's email into a public
 * form, so a submission never overwrites what is stored: it fills fields that are empty, adds the list, and sets a
 * custom field (in research, send updates) only when the contact has no value for it yet. Every submission stays
 * stored in full for editors (Form submissions), who can apply a real change.
 */
export const filledIn = (stored: string | null | undefined, submitted: string): string => (stored?.trim() ? stored : submitted)

/** The fields with those of `updates` added whose name (matched by `customFieldKey`) they lack; none is replaced. */
export function withNewCustomFields<F extends { name: string }>(fields: F[], updates: F[]): F[] {
  const key = (field: { name: unknown }) => customFieldKey(String(field.name))
  return [...fields, ...updates.filter((update) => !fields.some((field) => key(field) === key(update)))]
}

/** The contact's lists with `list` added when absent (ids compared as text). */
export function withList<L extends { id: string }>(lists: L[], list: L): L[] {
  return lists.some((known) => String(known.id) === String(list.id)) ? lists : [...lists, list]
}
