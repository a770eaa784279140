/**
 * The site's own lead provider (LEAD_PROVIDER=local): contacts kept in a store, one per email (case-insensitive),
 * with the same created / updated semantics as the email-marketing provider. Nothing leaves the server but the
 * consent mail. The site keeps them in the Contacts collection (server/provider.ts); tests use the memory store.
 *
 * Consent to marketing email (consent.ts): an unticked box sets it to no; a ticked one makes it pending and mails
 * the address a confirmation (confirm and unsubscribe links); only that mail's confirm link makes it yes. The
 * updates custom field says yes only when consent is yes.
 */
import { CUSTOM_FIELDS } from '../contact'
import { nextConsent, type ConsentIntent, type ConsentState } from '../consent'
import { customFieldKey, filledIn, primaryEmail, withCustomFields, withList, withNewCustomFields, type Contact, type EraseResult, type LeadProvider, type UpsertResult } from './types'

export type StoredContact = Contact & { id: string; consent: ConsentState }

/** Where the local provider keeps contacts. `create` throws `ContactExists` when the email is taken meanwhile. */
export interface ContactStore {
  find(email: string): Promise<StoredContact | null>
  create(contact: Omit<StoredContact, 'id'>): Promise<StoredContact>
  update(contact: StoredContact): Promise<void>
  /** Deletes the contact with this email (lower case); resolves with its id, or null when there was none. */
  remove(email: string): Promise<string | null>
}

/** Sends the owner of an address the mail that asks to confirm consent (a confirm and an unsubscribe link). */
export interface ConsentMailer {
  askToConfirm(email: string): Promise<void>
}

export class ContactExists extends Error {}

const MAIL_RETRY: UpsertResult = { status: 'retry', reason: 'The confirmation mail could not be sent' }

export type ConfirmOutcome = 'confirmed' | 'already confirmed' | 'withdrawn' | 'unknown'

export class LocalProvider implements LeadProvider {
  constructor(
    private readonly store: ContactStore = new MemoryContactStore(),
    private readonly mailer: ConsentMailer = { askToConfirm: async () => undefined },
  ) {}

  async upsert(contact: Contact, consent: ConsentIntent): Promise<UpsertResult> {
    const email = primaryEmail(contact).toLowerCase()
    if (!email) return { status: 'rejected', reason: 'The contact has no email address' }
    const normalized = { ...contact, email_addresses: [{ email_address: email }] }
    const existing = await this.store.find(email)
    if (existing) return this.update(existing, normalized, consent)
    try {
      const state = nextConsent(null, consent)
      // The mail goes out before the pending state is stored: a failure is retried with the delivery.
      if (state === 'pending' && !(await this.mailed(email))) return MAIL_RETRY
      const created = await this.store.create(withConsent({ ...normalized, consent: state }))
      return { status: 'created', contactId: created.id }
    } catch (error) {
      // Created meanwhile by another delivery of the same email: update that contact instead.
      if (!(error instanceof ContactExists)) throw error
      const again = await this.store.find(email)
      if (!again) throw error
      return this.update(again, normalized, consent)
    }
  }

  /** The owner's confirm link: a pending consent becomes yes; a withdrawn one stays no. */
  async confirm(email: string): Promise<ConfirmOutcome> {
    const stored = await this.store.find(email.toLowerCase())
    if (!stored) return 'unknown'
    if (stored.consent === 'yes') return 'already confirmed'
    if (stored.consent !== 'pending') return 'withdrawn'
    await this.store.update(withConsent({ ...stored, consent: 'yes' }))
    return 'confirmed'
  }

  /** The unsubscribe link: consent becomes no (nothing to do for an unknown address). */
  async unsubscribe(email: string): Promise<void> {
    const stored = await this.store.find(email.toLowerCase())
    if (stored && stored.consent !== 'no') await this.store.update(withConsent({ ...stored, consent: 'no' }))
  }

  async erase(email: string): Promise<EraseResult> {
    const id = await this.store.remove(email.trim().toLowerCase())
    return id ? { status: 'erased', contactId: id } : { status: 'absent' }
  }

  private async mailed(email: string): Promise<boolean> {
    return this.mailer.askToConfirm(email).then(
      () => true,
      () => false,
    )
  }

  private async update(existing: StoredContact, contact: Contact, consent: ConsentIntent): Promise<UpsertResult> {
    const state = nextConsent(existing.consent, consent)
    if (state === 'pending' && existing.consent !== 'pending' && !(await this.mailed(primaryEmail(existing)))) return MAIL_RETRY
    await this.store.update(withConsent({ ...merge(existing, contact), consent: state }))
    return { status: 'updated', contactId: existing.id }
  }
}

/** The updates custom field as the consent says: 'true' only once confirmed. */
function withConsent<C extends Contact & { consent: ConsentState }>(contact: C): C {
  const field = contact.custom_fields.find((entry) => customFieldKey(entry.name) === customFieldKey(CUSTOM_FIELDS.sendUpdates.create))
  const value = String(contact.consent === 'yes')
  return { ...contact, custom_fields: withCustomFields(contact.custom_fields, [{ name: field?.name ?? CUSTOM_FIELDS.sendUpdates.create, value }]) }
}

/** Contacts in memory, for tests. */
export class MemoryContactStore implements ContactStore {
  private readonly contacts = new Map<string, StoredContact>()
  private nextId = 1

  async find(email: string) {
    const stored = this.contacts.get(email)
    return stored ? structuredClone(stored) : null
  }

  async create(contact: Omit<StoredContact, 'id'>) {
    const email = primaryEmail(contact)
    if (this.contacts.has(email)) throw new ContactExists(email)
    const stored: StoredContact = { ...structuredClone(contact), id: `local-${this.nextId++}` }
    this.contacts.set(email, stored)
    return structuredClone(stored)
  }

  async update(contact: StoredContact) {
    this.contacts.set(primaryEmail(contact), structuredClone(contact))
  }

  async remove(email: string) {
    const stored = this.contacts.get(email)
    this.contacts.delete(email)
    return stored?.id ?? null
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
