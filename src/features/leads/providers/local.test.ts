// @vitest-environment node
import { describe, expect, it } from 'vitest'

import { ContactExists, LocalProvider, MemoryContactStore, type ContactStore } from './local'
import { sampleContact } from './sample'

const contactFor = sampleContact

describe('LocalProvider', () => {
  it('creates a contact once per email, whatever its case, and a second submission overwrites nothing stored', async () => {
    const store = new MemoryContactStore()
    const provider = new LocalProvider(store)
    const created = await provider.upsert(contactFor('Maya.Ortiz@Lakeside.example'))
    expect(created).toEqual({ status: 'created', contactId: expect.any(String) })
    const updated = await provider.upsert(
      contactFor(' maya.ortiz@lakeside.example ', { first_name: 'Mallory', job_title: 'Principal', work_phone: '5550000000', custom_fields: [{ name: 'custom_field_15', value: 'true' }] }),
    )
    expect(updated).toEqual({ status: 'updated', contactId: (created as { contactId: string }).contactId })
    expect(store.size).toBe(1)
    expect(await store.find('maya.ortiz@lakeside.example')).toMatchObject({
      first_name: 'Maya',
      job_title: 'School Counselor',
      work_phone: '5551234567',
      custom_fields: [
        { name: 'custom_field_14', value: 'true' },
        { name: 'custom_field_15', value: 'false' },
      ],
    })
  })

  it('adds lists and missing custom fields, and fills only empty fields', async () => {
    const store = new MemoryContactStore()
    const provider = new LocalProvider(store)
    await provider.upsert(contactFor('lee@district.example', { company_name: '', addresses: [], custom_fields: [{ name: 'custom_field_14', value: 'true' }] }))
    await provider.upsert(
      contactFor('lee@district.example', {
        company_name: 'Harbor District',
        addresses: [{ address_type: 'PERSONAL', country_code: 'CA', state_code: 'BC' }],
        lists: [{ id: 'list-sela' }],
        custom_fields: [{ name: 'CustomField15', value: 'true' }],
      }),
    )
    expect(await store.find('lee@district.example')).toMatchObject({
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
    const store = new MemoryContactStore()
    const provider = new LocalProvider(store)
    const payload = contactFor('one@school.example')
    const one = await provider.upsert(payload)
    const two = await provider.upsert(contactFor('two@school.example'))
    expect(one).toMatchObject({ status: 'created' })
    expect(two).toMatchObject({ status: 'created' })
    expect((one as { contactId: string }).contactId).not.toBe((two as { contactId: string }).contactId)
    payload.first_name = 'Changed'
    expect((await store.find('one@school.example'))?.first_name).toBe('Maya')
  })

  it('rejects a contact without an email', async () => {
    const store = new MemoryContactStore()
    const provider = new LocalProvider(store)
    expect(await provider.upsert(contactFor(''))).toMatchObject({ status: 'rejected' })
    expect(store.size).toBe(0)
  })

  it('updates the contact another delivery created between its lookup and its create', async () => {
    const inner = new MemoryContactStore()
    let first = true
    const racing: ContactStore = {
      find: (email) => (first ? ((first = false), Promise.resolve(null)) : inner.find(email)),
      create: async (contact) => {
        await inner.create(contact).catch(() => undefined)
        throw new ContactExists('taken')
      },
      update: (contact) => inner.update(contact),
    }
    await inner.create(contactFor('race@school.example'))
    const result = await new LocalProvider(racing).upsert(contactFor('race@school.example', { job_title: 'Coach' }))
    expect(result).toMatchObject({ status: 'updated' })
    expect((await inner.find('race@school.example'))?.job_title).toBe('School Counselor')
    expect(inner.size).toBe(1)
  })
})
