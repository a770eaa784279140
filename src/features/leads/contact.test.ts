import { describe, expect, it } from 'vitest'

import { contactPayload, existingContactFrom, updatedContact, type ExistingContact } from './contact'
import type { InterestForm } from './validation'

const form: InterestForm = {
  inResearch: true,
  sendUpdates: false,
  firstName: 'Maria',
  lastName: 'Okafor',
  title: 'Assistant Principal',
  email: 'maria.okafor@riverside.k12.us',
  phone: '(555) 010-0199 ext 12',
  orgName: 'Riverside Middle School',
  country: 'us',
  state_code: 'NY',
  campaignId: 'OST PublicSite',
}
const listId = '1977340112'

describe('contactPayload', () => {
  it('builds the new contact the provider expects', () => {
    expect(contactPayload(form, listId)).toEqual({
      first_name: 'Maria',
      last_name: 'Okafor',
      job_title: 'Assistant Principal',
      work_phone: '(555) 010-0199 ext 12',
      company_name: 'Riverside Middle School',
      email_addresses: [{ email_address: 'maria.okafor@riverside.k12.us' }],
      addresses: [{ address_type: 'PERSONAL', country_code: 'us', state_code: 'NY' }],
      lists: [{ id: listId }],
      custom_fields: [
        { name: 'custom_field_14', value: 'true' },
        { name: 'custom_field_15', value: 'false' },
      ],
    })
  })

  it('sends an empty state for countries without a state list', () => {
    expect(contactPayload({ ...form, country: 'gb', state_code: '' }, listId).addresses).toEqual([
      { address_type: 'PERSONAL', country_code: 'gb', state_code: '' },
    ])
  })
})

describe('updatedContact', () => {
  const existing: ExistingContact = {
    id: '42',
    status: 'ACTIVE',
    first_name: 'Mary',
    last_name: 'Okafor',
    job_title: 'Teacher',
    work_phone: '555-0100',
    company_name: 'Old School',
    email_addresses: [{ email_address: 'maria.okafor@riverside.k12.us', id: 'e1' }],
    addresses: [
      { id: 'a1', address_type: 'BUSINESS', line1: '1 Main St', country_code: 'ca', state_code: 'ON' },
      { id: 'a2', address_type: 'PERSONAL', country_code: 'gb', state_code: '' },
    ],
    lists: [{ id: '100', status: 'ACTIVE' }],
    custom_fields: [
      { name: 'CustomField3', value: 'keep me' },
      { name: 'CustomField14', value: 'false' },
    ],
  }

  it('updates the person, the first address, the list and the custom fields and keeps the rest', () => {
    expect(updatedContact(existing, form, listId)).toEqual({
      id: '42',
      status: 'ACTIVE',
      first_name: 'Maria',
      last_name: 'Okafor',
      job_title: 'Assistant Principal',
      work_phone: '(555) 010-0199 ext 12',
      company_name: 'Riverside Middle School',
      email_addresses: [{ email_address: 'maria.okafor@riverside.k12.us', id: 'e1' }],
      addresses: [
        { id: 'a1', address_type: 'BUSINESS', line1: '1 Main St', country_code: 'us', state_code: 'NY' },
        { id: 'a2', address_type: 'PERSONAL', country_code: 'gb', state_code: '' },
      ],
      lists: [{ id: '100', status: 'ACTIVE' }, { id: listId }],
      custom_fields: [
        { name: 'CustomField3', value: 'keep me' },
        { name: 'CustomField14', value: 'true' },
        { name: 'CustomField15', value: 'false' },
      ],
    })
  })

  it('does not change the contact it was given', () => {
    const copy = structuredClone(existing)
    updatedContact(existing, form, listId)
    expect(existing).toEqual(copy)
  })

  it('does not add the list twice', () => {
    const onList = { ...existing, lists: [{ id: listId, status: 'ACTIVE' }] }
    expect(updatedContact(onList, form, listId).lists).toEqual([{ id: listId, status: 'ACTIVE' }])
  })

  it('adds a personal address, the list and both custom fields to a bare contact', () => {
    const result = updatedContact({ id: '7' }, { ...form, sendUpdates: true }, listId)
    expect(result.addresses).toEqual([{ address_type: 'PERSONAL', country_code: 'us', state_code: 'NY' }])
    expect(result.lists).toEqual([{ id: listId }])
    expect(result.custom_fields).toEqual([
      { name: 'CustomField14', value: 'true' },
      { name: 'CustomField15', value: 'true' },
    ])
  })

  it('sets a custom field the contact holds under the new-contact spelling', () => {
    const result = updatedContact({ custom_fields: [{ name: 'custom_field_15', value: 'true' }] }, form, listId)
    expect(result.custom_fields).toEqual([
      { name: 'CustomField15', value: 'false' },
      { name: 'CustomField14', value: 'true' },
    ])
  })
})

describe('existingContactFrom', () => {
  it('takes the first result of a lookup', () => {
    expect(existingContactFrom({ results: [{ id: '1' }, { id: '2' }] })).toEqual({ id: '1' })
  })

  it('finds no contact in an empty or malformed answer', () => {
    for (const answer of [{ results: [] }, {}, null, 'error', { results: 'x' }, { results: [null] }, { results: [['x']] }])
      expect(existingContactFrom(answer)).toBeNull()
  })
})
