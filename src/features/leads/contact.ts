import { withCustomFields, withList, type Contact } from './providers/types'
import type { InterestForm } from './validation'

/**
 * The contact sent to the email-marketing provider,
 * as pure functions of a valid interest form, shared by the server route and its tests.
 */

export const ADDRESS_TYPE = 'PERSONAL'

/** Custom field names: a new contact takes the first spelling, an existing contact comes back with the second. */
export const CUSTOM_FIELDS = {
  inResearch: { create: 'custom_field_14', existing: 'CustomField14' },
  sendUpdates: { create: 'custom_field_15', existing: 'CustomField15' },
} as const

export type StoredAddress = { address_type?: string; country_code?: string; state_code?: string; [key: string]: unknown }
export type StoredList = { id: string; [key: string]: unknown }
export type StoredCustomField = { name: string; value: string; [key: string]: unknown }

/** The contact sent to the provider: one shape for this mapping and the providers (providers/types.ts). */
export type ContactPayload = Contact

/** A contact as the provider returns it: the fields this site changes, and everything else kept as it came. */
export type ExistingContact = {
  id?: string
  first_name?: string
  last_name?: string
  job_title?: string
  work_phone?: string
  company_name?: string
  addresses?: StoredAddress[]
  lists?: StoredList[]
  custom_fields?: StoredCustomField[]
  [key: string]: unknown
}

/** The new contact for a valid form, in the provider's list `listId`. */
export function contactPayload(form: InterestForm, listId: string): ContactPayload {
  return {
    ...personFields(form),
    email_addresses: [{ email_address: form.email }],
    addresses: [{ address_type: ADDRESS_TYPE, country_code: form.country, state_code: form.state_code }],
    lists: [{ id: listId }],
    custom_fields: [
      { name: CUSTOM_FIELDS.inResearch.create, value: String(form.inResearch) },
      { name: CUSTOM_FIELDS.sendUpdates.create, value: String(form.sendUpdates) },
    ],
  }
}

/**
 * The existing contact updated from a form: names, title, phone and organization replaced; the first
 * address's country and state set (a personal address added when there is none); the list added when absent; the
 * research and updates custom fields set, every other field and entry kept. The contact passed in is not changed.
 */
export function updatedContact(existing: ExistingContact, form: InterestForm, listId: string): ExistingContact {
  const [first, ...otherAddresses] = existing.addresses ?? []
  const address = first
    ? { ...first, country_code: form.country, state_code: form.state_code }
    : { address_type: ADDRESS_TYPE, country_code: form.country, state_code: form.state_code }
  const lists = existing.lists ?? []
  return {
    ...existing,
    ...personFields(form),
    addresses: [address, ...otherAddresses],
    lists: withList(lists, { id: listId }),
    custom_fields: withCustomFields(existing.custom_fields ?? [], [
      { name: CUSTOM_FIELDS.inResearch.existing, value: String(form.inResearch) },
      { name: CUSTOM_FIELDS.sendUpdates.existing, value: String(form.sendUpdates) },
    ]),
  }
}

/**
 * The existing contact from a lookup answer: the first entry of its `results` when there is one, else null
 * (then a new contact is created). Any other shape reads as no contact.
 */
export function existingContactFrom(lookup: unknown): ExistingContact | null {
  if (typeof lookup !== 'object' || lookup === null) return null
  const results = (lookup as { results?: unknown }).results
  if (!Array.isArray(results) || results.length === 0) return null
  const first: unknown = results[0]
  return typeof first === 'object' && first !== null && !Array.isArray(first) ? (first as ExistingContact) : null
}

function personFields(form: InterestForm) {
  return {
    first_name: form.firstName,
    last_name: form.lastName,
    job_title: form.title,
    work_phone: form.phone,
    company_name: form.orgName,
  }
}
