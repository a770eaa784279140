import { describe, expect, it } from 'vitest'

import { ContactExists, LocalProvider, MemoryContactStore, type ContactStore } from './local'
import { sampleContact } from './sample'

const contactFor = sampleContact

describe('LocalProvider', () => {
  it('creates a contact once per email, whatever its case, and a second submission overwrites nothing stored', async () => {
    const store = new MemoryContactStore()
    const provider = new LocalProvider(store)
    const created = await provider.upsert(contactFor('Maya.Ortiz@Lakeside.example'), 'no')
    expect(created).toEqual({ status: 'created', contactId: expect.any(String) })
    const updated = await provider.upsert(
      contactFor(' maya.ortiz@lakeside.example ', { first_name: 'Mallory', job_title: 'Principal', work_phone: '5550000000', custom_fields: [{ name: 'custom_field_15', value: 'true' }] }),
      'yes',
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
    await provider.upsert(contactFor('lee@district.example', { company_name: '', addresses: [], custom_fields: [{ name: 'custom_field_14', value: 'true' }] }), 'unasked')
    await provider.upsert(
      contactFor('lee@district.example', {
        company_name: 'Harbor District',
        addresses: [{ address_type: 'PERSONAL', country_code: 'CA', state_code: 'BC' }],
        lists: [{ id: 'list-sela' }],
        custom_fields: [{ name: 'CustomField15', value: 'true' }],
      }),
      'yes',
    )
    expect(await store.find('lee@district.example')).toMatchObject({
      company_name: 'Harbor District',
      addresses: [{ address_type: 'PERSONAL', country_code: 'CA', state_code: 'BC' }],
      lists: [{ id: 'list-ost-public-site' }, { id: 'list-sela' }],
      // The updates field says yes only once the owner confirmed.
      custom_fields: [
        { name: 'custom_field_14', value: 'true' },
        { name: 'custom_field_15', value: 'false' },
      ],
      consent: 'pending',
    })
  })

  it('keeps separate contacts for separate emails and does not share state with callers', async () => {
    const store = new MemoryContactStore()
    const provider = new LocalProvider(store)
    const payload = contactFor('one@school.example')
    const one = await provider.upsert(payload, 'no')
    const two = await provider.upsert(contactFor('two@school.example'), 'no')
    expect(one).toMatchObject({ status: 'created' })
    expect(two).toMatchObject({ status: 'created' })
    expect((one as { contactId: string }).contactId).not.toBe((two as { contactId: string }).contactId)
    payload.first_name = 'Changed'
    expect((await store.find('one@school.example'))?.first_name).toBe('Maya')
  })

  it('deletes the contact of an email, whatever its case, and then has none', async () => {
    const store = new MemoryContactStore()
    const provider = new LocalProvider(store)
    const created = await provider.upsert(contactFor('gone@school.example'), 'no')
    expect(await provider.erase('Gone@School.example')).toEqual({ status: 'erased', contactId: (created as { contactId: string }).contactId })
    expect(store.size).toBe(0)
    expect(await provider.erase('gone@school.example')).toEqual({ status: 'absent' })
  })

  it('rejects a contact without an email', async () => {
    const store = new MemoryContactStore()
    const provider = new LocalProvider(store)
    expect(await provider.upsert(contactFor(''), 'no')).toMatchObject({ status: 'rejected' })
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
      remove: (email) => inner.remove(email),
    }
    await inner.create({ ...contactFor('race@school.example'), consent: 'no' })
    const result = await new LocalProvider(racing).upsert(contactFor('race@school.example', { job_title: 'Coach' }), 'no')
    expect(result).toMatchObject({ status: 'updated' })
    expect((await inner.find('race@school.example'))?.job_title).toBe('School Counselor')
    expect(inner.size).toBe(1)
  })

  describe('consent to updates', () => {
    const setup = () => {
      const store = new MemoryContactStore()
      const mailed: string[] = []
      const provider = new LocalProvider(store, { askToConfirm: async (email) => void mailed.push(email) })
      const consentOf = async (email: string) => {
        const stored = await store.find(email)
        return { consent: stored?.consent, updates: stored?.custom_fields.find((field) => field.name === 'custom_field_15')?.value }
      }
      return { store, mailed, provider, consentOf }
    }
    const ticked = (email: string) => contactFor(email, { custom_fields: [{ name: 'custom_field_15', value: 'true' }] })

    it('a stranger’s yes for a new or an existing address is pending, never yes, and mails the address once', async () => {
      const { mailed, provider, consentOf } = setup()
      await provider.upsert(ticked('new@school.example'), 'yes')
      expect(await consentOf('new@school.example')).toEqual({ consent: 'pending', updates: 'false' })
      await provider.upsert(contactFor('known@school.example'), 'no')
      expect(await consentOf('known@school.example')).toEqual({ consent: 'no', updates: 'false' })
      await provider.upsert(ticked('known@school.example'), 'yes')
      await provider.upsert(ticked('known@school.example'), 'yes')
      expect(await consentOf('known@school.example')).toEqual({ consent: 'pending', updates: 'false' })
      expect(mailed).toEqual(['new@school.example', 'known@school.example'])
    })

    it('the confirm link makes a pending consent yes; an unticked box or the unsubscribe link withdraws it, also after yes', async () => {
      const { provider, consentOf } = setup()
      await provider.upsert(ticked('maya@school.example'), 'yes')
      expect(await provider.confirm('Maya@School.example')).toBe('confirmed')
      expect(await consentOf('maya@school.example')).toEqual({ consent: 'yes', updates: 'true' })
      await provider.upsert(ticked('maya@school.example'), 'yes')
      expect(await consentOf('maya@school.example')).toEqual({ consent: 'yes', updates: 'true' })
      // The second form does not ask: consent stays.
      await provider.upsert(contactFor('maya@school.example'), 'unasked')
      expect((await consentOf('maya@school.example')).consent).toBe('yes')
      await provider.upsert(contactFor('maya@school.example'), 'no')
      expect(await consentOf('maya@school.example')).toEqual({ consent: 'no', updates: 'false' })
      expect(await provider.confirm('maya@school.example')).toBe('withdrawn')
      expect((await consentOf('maya@school.example')).consent).toBe('no')

      await provider.upsert(ticked('lee@school.example'), 'yes')
      await provider.unsubscribe('lee@school.example')
      expect(await consentOf('lee@school.example')).toEqual({ consent: 'no', updates: 'false' })
      expect(await provider.confirm('lee@school.example')).toBe('withdrawn')
      expect(await provider.confirm('nobody@school.example')).toBe('unknown')
      await provider.unsubscribe('nobody@school.example')
    })

    it('a failed mail stores nothing, so the delivery is tried again', async () => {
      const store = new MemoryContactStore()
      const provider = new LocalProvider(store, { askToConfirm: () => Promise.reject(new Error('mail server down')) })
      expect(await provider.upsert(ticked('maya@school.example'), 'yes')).toEqual({ status: 'retry', reason: 'The confirmation mail could not be sent' })
      expect(store.size).toBe(0)
      await new LocalProvider(store).upsert(contactFor('maya@school.example'), 'no')
      expect(await new LocalProvider(store, { askToConfirm: () => Promise.reject(new Error('down')) }).upsert(ticked('maya@school.example'), 'yes')).toMatchObject({ status: 'retry' })
      expect((await store.find('maya@school.example'))?.consent).toBe('no')
    })
  })
})
