import { isEmailAddress } from '@/lib/email'

import { isCountryCode, SELECT_PLACEHOLDER, stateCodeFor, stateOptionsFor } from './reference'

/**
 * The interest forms' rules, one module for the browser (messages under each field on submit) and the server
 * (which receives untrusted JSON). Validation never throws: it returns the value or one message per invalid field.
 */

/** Which interest form: the first carries both checkboxes, the second only the research one. */
export type InterestFormKind = 'first' | 'second'

/** A valid, trimmed interest form. Country codes are lower case, state codes upper case. */
export type InterestForm = {
  inResearch: boolean
  sendUpdates: boolean
  firstName: string
  lastName: string
  title: string
  email: string
  phone: string
  orgName: string
  country: string
  /** Empty unless the country has a state list (us, ca). */
  state_code: string
  campaignId: string
}

/** The fields in the order the form shows them, so the first invalid one can take the focus. */
export const INTEREST_FORM_FIELDS = [
  'inResearch',
  'sendUpdates',
  'firstName',
  'lastName',
  'title',
  'email',
  'phone',
  'orgName',
  'country',
  'state_code',
  'campaignId',
] as const satisfies readonly (keyof InterestForm)[]

export type InterestFormField = (typeof INTEREST_FORM_FIELDS)[number]

/** One message per invalid field, in form order. */
export type InterestFormErrors = Partial<Record<InterestFormField, string>>

export type InterestFormResult = { ok: true; value: InterestForm } | { ok: false; errors: InterestFormErrors }

/** Default hidden campaign ids. */
export const DEFAULT_CAMPAIGN_IDS: Record<InterestFormKind, string> = {
  first: 'OST PublicSite',
  second: 'SELA PublicSite',
}

/** The product's messages, and this site's own for lengths and malformed values. */
export const MESSAGES = {
  checkbox: 'Please check one of the checkboxes above.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  title: 'Please enter your title.',
  orgName: 'Please enter your organization or site name.',
  characters: 'Please only use alphanumeric characters.',
  email: 'Please enter your email address.',
  emailInvalid: 'Email is not valid.',
  phone: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number.',
  country: 'Please select your country.',
  state: 'Please enter your state.',
  wrongType: 'This value could not be read. Please enter it again.',
  tooLong: (max: number) => `Please use at most ${max} characters.`,
} as const

/**
 * Longest accepted values, in characters after trimming: room for every real entry, within what the email-marketing
 * provider stores (names and titles 50, organization 100, email 80).
 */
export const MAX_LENGTHS = {
  firstName: 50,
  lastName: 50,
  title: 50,
  orgName: 100,
  email: 80,
  phone: 40,
  campaignId: 100,
} as const

/** Letters (any alphabet, with their accents), digits, underscore, hyphen, spaces, comma, period and apostrophe. */
const ALLOWED_CHARACTERS = /^[\p{L}\p{M}\p{Nd}_\-\p{Zs},.'’]*$/u

/** Only these characters between the digits of a phone number. */
const PHONE_CHARACTERS = /^[\d\s()+-]+$/
/** An optional extension at the end: '#', 'ext', 'ext.', 'extension' or 'x', then its digits. */
const PHONE_EXTENSION = /\s*(?:#|ext\.?|extension|x)\s*\d{1,10}$/i
const MIN_PHONE_DIGITS = 6
const MAX_PHONE_DIGITS = 20

/** Whether a phone number holds 6 to 20 digits, with spaces, parentheses, plus and hyphen, and an optional extension. */
export function isPhoneNumber(value: string): boolean {
  const number = value.trim().replace(PHONE_EXTENSION, '')
  if (!PHONE_CHARACTERS.test(number)) return false
  const digits = number.replace(/\D/g, '').length
  return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS
}

/** Whether a name, title or organization uses only the allowed characters. */
export const hasAllowedCharacters = (value: string) => ALLOWED_CHARACTERS.test(value)

type Read<T> = { value: T } | { error: string }

/** A trimmed string: absent and null read as empty; any other type is an error, never a throw. */
function readText(input: unknown): Read<string> {
  if (input === undefined || input === null) return { value: '' }
  if (typeof input !== 'string') return { error: MESSAGES.wrongType }
  return { value: input.trim() }
}

/** A checkbox: absent and null read as unchecked; anything but a boolean is an error. */
function readCheckbox(input: unknown): Read<boolean> {
  if (input === undefined || input === null) return { value: false }
  if (typeof input !== 'boolean') return { error: MESSAGES.wrongType }
  return { value: input }
}

/** Empty or the placeholder counts as no choice. */
const isEmptyChoice = (value: string) => value === '' || value === SELECT_PLACEHOLDER

const asRecord = (input: unknown): Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {}

/** The checks of one text field: required message, length, then its own rule (each returns a message or null). */
function checkText(
  raw: unknown,
  required: string,
  max: number,
  rule: (value: string) => string | null,
): Read<string> {
  const text = readText(raw)
  if ('error' in text) return text
  if (text.value === '') return { error: required }
  if (text.value.length > max) return { error: MESSAGES.tooLong(max) }
  const error = rule(text.value)
  return error ? { error } : text
}

const characterRule = (value: string) => (hasAllowedCharacters(value) ? null : MESSAGES.characters)

/**
 * Validates an interest form from any input: a form's state in the browser or a request body on the server.
 * Errors come in form order; the value is trimmed, with the country in lower case, the state in upper case (empty for
 * countries without a state list) and the hidden campaign id defaulted for the form.
 */
export function validateInterestForm(input: unknown, options: { form: InterestFormKind }): InterestFormResult {
  const data = asRecord(input)
  const reads: { [K in InterestFormField]: Read<InterestForm[K]> } = {
    inResearch: readCheckbox(data.inResearch),
    sendUpdates: options.form === 'first' ? readCheckbox(data.sendUpdates) : { value: false },
    firstName: checkText(data.firstName, MESSAGES.firstName, MAX_LENGTHS.firstName, characterRule),
    lastName: checkText(data.lastName, MESSAGES.lastName, MAX_LENGTHS.lastName, characterRule),
    title: checkText(data.title, MESSAGES.title, MAX_LENGTHS.title, characterRule),
    email: checkText(data.email, MESSAGES.email, MAX_LENGTHS.email, (value) =>
      isEmailAddress(value) ? null : MESSAGES.emailInvalid,
    ),
    phone: checkText(data.phone, MESSAGES.phone, MAX_LENGTHS.phone, (value) =>
      isPhoneNumber(value) ? null : MESSAGES.phoneInvalid,
    ),
    orgName: checkText(data.orgName, MESSAGES.orgName, MAX_LENGTHS.orgName, characterRule),
    country: readCountry(data.country),
    state_code: { value: '' },
    campaignId: readCampaignId(data.campaignId, options.form),
  }

  if (options.form === 'first' && 'value' in reads.inResearch && 'value' in reads.sendUpdates) {
    if (!reads.inResearch.value && !reads.sendUpdates.value) reads.inResearch = { error: MESSAGES.checkbox }
  }
  if ('value' in reads.country) reads.state_code = readState(data.state_code, reads.country.value)

  const errors: InterestFormErrors = {}
  for (const field of INTEREST_FORM_FIELDS) {
    const read = reads[field]
    if ('error' in read) errors[field] = read.error
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  const value = Object.fromEntries(
    INTEREST_FORM_FIELDS.map((field) => [field, (reads[field] as { value: unknown }).value]),
  ) as InterestForm
  return { ok: true, value }
}

/** The first invalid field in form order, for the form to focus; null when there is none. */
export function firstInvalidField(errors: InterestFormErrors): InterestFormField | null {
  return INTEREST_FORM_FIELDS.find((field) => errors[field] !== undefined) ?? null
}

function readCountry(raw: unknown): Read<string> {
  const text = readText(raw)
  if ('error' in text) return text
  if (isEmptyChoice(text.value)) return { error: MESSAGES.country }
  const code = text.value.toLowerCase()
  return isCountryCode(code) ? { value: code } : { error: MESSAGES.country }
}

/** Required and one of the country's list for us and ca; ignored (empty) for every other country. */
function readState(raw: unknown, country: string): Read<string> {
  if (stateOptionsFor(country).length === 0) return { value: '' }
  const text = readText(raw)
  if ('error' in text) return text
  if (isEmptyChoice(text.value)) return { error: MESSAGES.state }
  const code = stateCodeFor(country, text.value)
  return code ? { value: code } : { error: MESSAGES.state }
}

/** The hidden campaign id: the form's default when absent or empty, otherwise a short plain label. */
function readCampaignId(raw: unknown, form: InterestFormKind): Read<string> {
  const text = readText(raw)
  if ('error' in text) return text
  if (text.value === '') return { value: DEFAULT_CAMPAIGN_IDS[form] }
  if (text.value.length > MAX_LENGTHS.campaignId) return { error: MESSAGES.tooLong(MAX_LENGTHS.campaignId) }
  return hasAllowedCharacters(text.value) ? text : { error: MESSAGES.characters }
}
