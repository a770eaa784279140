/**
 * The body an interest form sends to the site's lead endpoints (`/api/constant-contact/create` and `update`), for
 * tests and benchmarks that send leads as a browser would. `form` is 'first' or 'second'.
 */
export const interestFormLead = ({ email, submissionId, form = 'first' }) =>
  JSON.stringify({
    first_name: 'Maya',
    last_name: 'Ortiz',
    job_title: 'School Counselor',
    work_phone: '555 123 4567',
    company_name: 'Lakeside Elementary',
    email_addresses: [{ email_address: email }],
    addresses: [{ address_type: 'PERSONAL', country_code: 'us', state_code: 'WA' }],
    lists: [],
    custom_fields: [
      { name: 'custom_field_14', value: 'true' },
      { name: 'custom_field_15', value: String(form === 'first') },
    ],
    form,
    campaign_id: form === 'first' ? 'OST PublicSite' : 'SELA PublicSite',
    submission_id: submissionId,
    website: '',
  })
