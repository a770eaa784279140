/**
 * The demo's lead provider: keeps contacts in memory, one per email (case-insensitive), with the same created /
 * updated semantics as the email-marketing provider. Nothing leaves the server.
 */
import { primaryEmail, withCustomFields, withList, type Contact, type LeadProvider, type UpsertResult } from './types'

export type StoredContact = Contact & { id: string }

export class LocalProvider implements LeadProvider {
  private readonly contacts = new Map<string, StoredContact>()
  private nextId = 1

  async upsert(contact: Contact): Promise<UpsertResult> {
    const email = primaryEmail(contact)
    if (!email) return { status: 'rejected', reason: 'The contact has no email address' }
    const key = email.toLowerCase()
    const existing = this.contacts.get(key)
    if (!existing) {
      const id = `local-${this.nextId++}`
      this.contacts.set(key, { ...structuredClone(contact), email_addresses: [{ email_address: email }], id })
      return { status: 'created', contactId: id }
    }
    this.contacts.set(key, merge(existing, contact))
    return { status: 'updated', contactId: existing.id }
  }

  /** The stored contact for an email, if any. */
  find(email: string): StoredContact | undefined {
    const stored = this.contacts.get(email.trim().toLowerCase())
    return stored && structuredClone(stored)
  }

  get size(): number {
    return this.contacts.size
  }
}

/** Form fields replace what was stored; lists are added if absent; custom fields are replaced by name. */
function merge(existing: StoredContact, contact: Contact): StoredContact {
  const lists = contact.lists.reduce((all, list) => withList(all, { ...list }), existing.lists)
  return {
    ...existing,
    first_name: contact.first_name,
    last_name: contact.last_name,
    job_title: contact.job_title,
    work_phone: contact.work_phone,
    company_name: contact.company_name,
    addresses: contact.addresses.length > 0 ? structuredClone(contact.addresses) : existing.addresses,
    lists,
    custom_fields: withCustomFields(existing.custom_fields, contact.custom_fields.map((field) => ({ ...field }))),
  }
}
