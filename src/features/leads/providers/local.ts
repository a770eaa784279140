/**
 * The site's own lead provider (LEAD_PROVIDER=local): contacts kept in a store, one per email (case-insensitive),
 * with the same created / updated semantics as the email-marketing provider. Nothing leaves the server. The site
 * keeps them in the Contacts collection (server/payload-stores.ts); tests use the memory store.
 */
import { filledIn, primaryEmail, withList, withNewCustomFields, type Contact, type LeadProvider, type UpsertResult } from './types'

export type StoredContact = Contact & { id: string }

/** Where the local provider keeps contacts. `create` throws `ContactExists` when the email is taken meanwhile. */
export interface ContactStore {
  find(email: string): Promise<StoredContact | null>
  create(contact: Contact): Promise<StoredContact>
  update(contact: StoredContact): Promise<void>
}

export class ContactExists extends Error {}

export class LocalProvider implements LeadProvider {
  constructor(private readonly store: ContactStore = new MemoryContactStore()) {}

  async upsert(contact: Contact): Promise<UpsertResult> {
    const email = primaryEmail(contact).toLowerCase()
    if (!email) return { status: 'rejected', reason: 'The contact has no email address' }
    const normalized = { ...contact, email_addresses: [{ email_address: email }] }
    const existing = await this.store.find(email)
    if (existing) return this.update(existing, normalized)
    try {
      const created = await this.store.create(normalized)
      return { status: 'created', contactId: created.id }
    } catch (error) {
      // Created meanwhile by another delivery of the same email: update that contact instead.
      if (!(error instanceof ContactExists)) throw error
      const again = await this.store.find(email)
      if (!again) throw error
      return this.update(again, normalized)
    }
  }

  private async update(existing: StoredContact, contact: Contact): Promise<UpsertResult> {
    await this.store.update(merge(existing, contact))
    return { status: 'updated', contactId: existing.id }
  }
}

/** Contacts in memory, for tests. */
export class MemoryContactStore implements ContactStore {
  private readonly contacts = new Map<string, StoredContact>()
  private nextId = 1

  async find(email: string) {
    const stored = this.contacts.get(email)
    return stored ? structuredClone(stored) : null
  }

  async create(contact: Contact) {
    const email = primaryEmail(contact)
    if (this.contacts.has(email)) throw new ContactExists(email)
    const stored = { ...structuredClone(contact), id: `local-${this.nextId++}` }
    this.contacts.set(email, stored)
    return structuredClone(stored)
  }

  async update(contact: StoredContact) {
    this.contacts.set(primaryEmail(contact), structuredClone(contact))
  }

  get size(): number {
    return this.contacts.size
  }
}

/** A submission fills what is empty and adds lists and missing custom fields; nothing stored is overwritten. */
function merge(existing: StoredContact, contact: Contact): StoredContact {
  const lists = contact.lists.reduce((all, list) => withList(all, { ...list }), existing.lists)
  return {
    ...existing,
    first_name: filledIn(existing.first_name, contact.first_name),
    last_name: filledIn(existing.last_name, contact.last_name),
    job_title: filledIn(existing.job_title, contact.job_title),
    work_phone: filledIn(existing.work_phone, contact.work_phone),
    company_name: filledIn(existing.company_name, contact.company_name),
    addresses: existing.addresses.length > 0 ? existing.addresses : structuredClone(contact.addresses),
    lists,
    custom_fields: withNewCustomFields(existing.custom_fields, contact.custom_fields.map((field) => ({ ...field }))),
  }
}
