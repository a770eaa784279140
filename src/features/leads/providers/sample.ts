import type { Contact } from './types'

/** A demo contact as an interest form sends it, for tests and the demo provider. */
export const sampleContact = (email: string, overrides: Partial<Contact> = {}): Contact => ({
  first_name: 'Maya',
  last_name: 'Ortiz',
  job_title: 'School Counselor',
  work_phone: '5551234567',
  company_name: 'Lakeside Elementary',
  email_addresses: [{ email_address: email }],
  addresses: [{ address_type: 'PERSONAL', country_code: 'US', state_code: 'WA' }],
  lists: [{ id: 'list-ost-public-site' }],
  custom_fields: [
    { name: 'custom_field_14', value: 'true' },
    { name: 'custom_field_15', value: 'false' },
  ],
  ...overrides,
})
