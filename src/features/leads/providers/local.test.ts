// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { LocalProvider } from './local'
import { sampleContact } from './sample'

const contactFor = sampleContact

describe('LocalProvider', () => {
  it('creates a contact once per email, whatever its case, and updates it afterwards', async () => {
    const provider = new LocalProvider()
    const created = await provider.upsert(contactFor('Maya.Ortiz@Lakeside.example'))
    expect(created).toEqual({ status: 'created', contactId: expect.any(String) })
    const updated = await provider.upsert(contactFor(' maya.ortiz@lakeside.example ', { job_title: 'Principal' }))
    expect(updated).toEqual({ status: 'updated', contactId: (created as { contactId: string }).contactId })
    expect(provider.size).toBe(1)
    expect(provider.find('MAYA.ORTIZ@lakeside.example')).toMatchObject({ job_title: 'Principal', first_name: 'Maya' })
  })

  it('merges lists and custom fields, replacing the form fields', async () => {
    const provider = new LocalProvider()
    await provider.upsert(contactFor('lee@district.example'))
    await provider.upsert(
      contactFor('lee@district.example', {
        company_name: 'Harbor District',
        addresses: [{ address_type: 'PERSONAL', country_code: 'CA', state_code: 'BC' }],
        lists: [{ id: 'list-sela' }],
        custom_fields: [{ name: 'CustomField15', value: 'true' }],
      }),
    )
    expect(provider.find('lee@district.example')).toMatchObject({
      company_name: 'Harbor District',
      addresses: [{ address_type: 'PERSONAL', country_code: 'CA', state_code: 'BC' }],
      lists: [{ id: 'list-ost-public-site' }, { id: 'list-sela' }],
      custom_fields: [
        { name: 'custom_field_14', value: 'true' },
        { name: 'CustomField15', value: 'true' },
      ],
    })
  })

  it('keeps separate contacts for separate emails and does not share state with callers', async () => {
    const provider = new LocalProvider()
    const payload = contactFor('one@school.example')
    const one = await provider.upsert(payload)
    const two = await provider.upsert(contactFor('two@school.example'))
    expect(one).toMatchObject({ status: 'created' })
    expect(two).toMatchObject({ status: 'created' })
    expect((one as { contactId: string }).contactId).not.toBe((two as { contactId: string }).contactId)
    payload.first_name = 'Changed'
    expect(provider.find('one@school.example')?.first_name).toBe('Maya')
  })

  it('rejects a contact without an email', async () => {
    const provider = new LocalProvider()
    expect(await provider.upsert(contactFor(''))).toMatchObject({ status: 'rejected' })
    expect(provider.size).toBe(0)
  })
})
