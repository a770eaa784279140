import { describe, expect, it } from 'vitest'

import {
  DEFAULT_CAMPAIGN_IDS,
  firstInvalidField,
  INTEREST_FORM_FIELDS,
  isPhoneNumber,
  MAX_LENGTHS,
  validateInterestForm,
} from './validation'

const valid = {
  inResearch: true,
  sendUpdates: false,
  firstName: 'Maria',
  lastName: "O'Connor-Díaz",
  title: 'Counselor, Grades 3-5',
  email: 'maria.oconnor@riverside.k12.us',
  phone: '(555) 010-0199',
  orgName: 'Riverside Elementary School',
  country: 'us',
  state_code: 'NY',
}

const first = (input: unknown) => validateInterestForm(input, { form: 'first' })
const second = (input: unknown) => validateInterestForm(input, { form: 'second' })
const errorsOf = (result: ReturnType<typeof first>) => (result.ok ? {} : result.errors)

describe('a valid form', () => {
  it('passes, trimmed, with the first form’s default campaign id', () => {
    const result = first({ ...valid, firstName: '  Maria ', email: ' maria.oconnor@riverside.k12.us ' })
    expect(result).toEqual({ ok: true, value: { ...valid, campaignId: 'OST PublicSite' } })
  })

  it('takes the second form’s default campaign id and ignores its missing updates checkbox', () => {
    const { sendUpdates: _omitted, ...withoutUpdates } = valid
    const result = second({ ...withoutUpdates, inResearch: false })
    expect(result).toEqual({ ok: true, value: { ...valid, inResearch: false, sendUpdates: false, campaignId: 'SELA PublicSite' } })
    expect(DEFAULT_CAMPAIGN_IDS).toEqual({ first: 'OST PublicSite', second: 'SELA PublicSite' })
  })

  it('keeps a campaign id the form sets', () => {
    expect(first({ ...valid, campaignId: 'Spring Webinar 2026' })).toMatchObject({ ok: true, value: { campaignId: 'Spring Webinar 2026' } })
  })

  it('normalizes the country to lower case and the state to upper case', () => {
    expect(first({ ...valid, country: 'CA', state_code: 'on' })).toMatchObject({ ok: true, value: { country: 'ca', state_code: 'ON' } })
  })

  it('drops the state of a country without a state list', () => {
    expect(first({ ...valid, country: 'gb', state_code: 'NY' })).toMatchObject({ ok: true, value: { country: 'gb', state_code: '' } })
    expect(first({ ...valid, country: 'mx', state_code: undefined })).toMatchObject({ ok: true, value: { state_code: '' } })
  })
})

describe('checkboxes (first form only)', () => {
  it('needs at least one of the two on the first form', () => {
    expect(errorsOf(first({ ...valid, inResearch: false, sendUpdates: false }))).toEqual({
      inResearch: 'Please check one of the checkboxes above.',
    })
    expect(first({ ...valid, inResearch: false, sendUpdates: true }).ok).toBe(true)
    expect(first({ ...valid, inResearch: true, sendUpdates: false }).ok).toBe(true)
  })

  it('needs neither on the second form', () => {
    expect(second({ ...valid, inResearch: false }).ok).toBe(true)
  })

  it('rejects a checkbox that is not a boolean', () => {
    expect(errorsOf(first({ ...valid, inResearch: 'true' }))).toEqual({
      inResearch: 'This value could not be read. Please enter it again.',
    })
  })
})

describe('names, title and organization', () => {
  it.each([
    ['firstName', 'Please enter your first name.'],
    ['lastName', 'Please enter your last name.'],
    ['title', 'Please enter your title.'],
    ['orgName', 'Please enter your organization or site name.'],
  ])('%s is required', (field, message) => {
    for (const empty of ['', '   ', undefined, null]) expect(errorsOf(first({ ...valid, [field]: empty }))).toEqual({ [field]: message })
  })

  it('allows letters, digits, underscore, hyphen, spaces, comma, period and apostrophe', () => {
    for (const name of ['Jean-Luc', "D'Arcy", 'Anne Marie', 'Smith, Jr.', 'Team_4', 'Zoë', 'Nguyễn', 'O’Brien'])
      expect(first({ ...valid, firstName: name }).ok, name).toBe(true)
  })

  it("refuses other characters: 'Please only use alphanumeric characters.'", () => {
    for (const name of ['<script>', 'Ann & Bob', 'Maria!', 'a@b', 'Line\nbreak', 'Dr. "Ed"', '50%'])
      expect(errorsOf(first({ ...valid, orgName: name })), name).toEqual({ orgName: 'Please only use alphanumeric characters.' })
  })

  it('refuses values over the maximum length with a clear message', () => {
    expect(first({ ...valid, lastName: 'a'.repeat(MAX_LENGTHS.lastName) }).ok).toBe(true)
    expect(errorsOf(first({ ...valid, lastName: 'a'.repeat(MAX_LENGTHS.lastName + 1) }))).toEqual({
      lastName: `Please use at most ${MAX_LENGTHS.lastName} characters.`,
    })
    expect(errorsOf(first({ ...valid, orgName: 'a'.repeat(101) }))).toEqual({ orgName: 'Please use at most 100 characters.' })
  })
})

describe('email', () => {
  it('is required', () => {
    expect(errorsOf(first({ ...valid, email: ' ' }))).toEqual({ email: 'Please enter your email address.' })
  })

  it('follows the site’s email rule', () => {
    for (const email of ['a.b@c.co', 'info@heartwiselearning.org']) expect(first({ ...valid, email }).ok, email).toBe(true)
    for (const email of ['@example.org', 'info@@example.org', 'info@example', 'info@example.o', 'in"fo@example.org', 'a@b.c', 'no address'])
      expect(errorsOf(first({ ...valid, email })), email).toEqual({ email: 'Email is not valid.' })
  })

  it('has a maximum length', () => {
    const long = `${'a'.repeat(MAX_LENGTHS.email)}@example.org`
    expect(errorsOf(first({ ...valid, email: long }))).toEqual({ email: `Please use at most ${MAX_LENGTHS.email} characters.` })
  })
})

describe('phone', () => {
  it('is required', () => {
    expect(errorsOf(first({ ...valid, phone: '' }))).toEqual({ phone: 'Please enter your phone number.' })
  })

  it('accepts 6 to 20 digits with spaces, parentheses, plus, hyphen and an optional extension', () => {
    for (const phone of [
      '123456',
      '+1 (555) 010-0199',
      '555-010-0199 x12',
      '555 010 0199 #4',
      '555-010-0199 ext 301',
      '555-010-0199 ext. 301',
      '555-010-0199 extension 301',
      '555-010-0199x301',
      '12345678901234567890',
      '+44 20 7946 0958',
    ])
      expect(isPhoneNumber(phone), phone).toBe(true)
  })

  it("refuses anything else: 'Please enter a valid phone number.'", () => {
    for (const phone of ['12345', '123456789012345678901', 'call me', '555.010.0199', '555-010-0199 ext', '555/010/0199', 'x123456'])
      expect(errorsOf(first({ ...valid, phone })), phone).toEqual({ phone: 'Please enter a valid phone number.' })
  })
})

describe('country and state', () => {
  it("requires a country; the placeholder 'Select' counts as empty", () => {
    for (const country of ['', 'Select', undefined]) expect(errorsOf(first({ ...valid, country })), String(country)).toEqual({ country: 'Please select your country.' })
  })

  it('accepts only a known country code', () => {
    for (const country of ['zz', 'usa', 'United States']) expect(errorsOf(first({ ...valid, country }))).toEqual({ country: 'Please select your country.' })
  })

  it('requires a state for us and ca', () => {
    for (const country of ['us', 'ca'])
      for (const state_code of ['', 'Select', undefined])
        expect(errorsOf(first({ ...valid, country, state_code }))).toEqual({ state_code: 'Please enter your state.' })
  })

  it("requires the state to be one of that country's list", () => {
    expect(errorsOf(first({ ...valid, country: 'us', state_code: 'ON' }))).toEqual({ state_code: 'Please enter your state.' })
    expect(errorsOf(first({ ...valid, country: 'ca', state_code: 'NY' }))).toEqual({ state_code: 'Please enter your state.' })
    expect(first({ ...valid, country: 'us', state_code: 'DC' }).ok).toBe(true)
  })
})

describe('untrusted input', () => {
  it('never throws, and reports every required field for input that is not a form', () => {
    for (const input of [null, undefined, 42, 'form', [], [valid], true]) {
      const result = first(input)
      expect(result.ok).toBe(false)
      expect(Object.keys(errorsOf(result))).toEqual(['inResearch', 'firstName', 'lastName', 'title', 'email', 'phone', 'orgName', 'country'])
    }
  })

  it('reports values of the wrong type instead of reading them', () => {
    const result = first({ ...valid, firstName: 42, email: ['a@b.co'], country: { code: 'us' }, campaignId: 7 })
    const message = 'This value could not be read. Please enter it again.'
    expect(errorsOf(result)).toEqual({ firstName: message, email: message, country: message, campaignId: message })
  })

  it('refuses a campaign id with other characters or over its length', () => {
    expect(errorsOf(first({ ...valid, campaignId: '<b>' }))).toEqual({ campaignId: 'Please only use alphanumeric characters.' })
    expect(errorsOf(first({ ...valid, campaignId: 'a'.repeat(101) }))).toEqual({ campaignId: 'Please use at most 100 characters.' })
  })

  it('ignores fields the form does not have', () => {
    const result = first({ ...valid, admin: true, __proto__: { polluted: true } })
    expect(result.ok && Object.keys(result.value)).toEqual([...INTEREST_FORM_FIELDS])
  })
})

describe('error order', () => {
  it('lists errors in form order and names the first invalid field', () => {
    const result = first({ sendUpdates: false, country: 'us', phone: 'x', firstName: 'Ann' })
    const errors = errorsOf(result)
    expect(Object.keys(errors)).toEqual(['inResearch', 'lastName', 'title', 'email', 'phone', 'orgName', 'state_code'])
    expect(firstInvalidField(errors)).toBe('inResearch')
    expect(firstInvalidField({ state_code: 'Please enter your state.', email: 'Email is not valid.' })).toBe('email')
    expect(firstInvalidField({})).toBeNull()
  })
})
