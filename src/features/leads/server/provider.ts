/**
 * The lead provider the site delivers to, chosen by LEAD_PROVIDER: the local provider keeping contacts in the
 * Contacts collection, or Constant Contact v3 with its token pair in the provider-tokens collection. One instance
 * per server process, so the provider's request limit and token refresh are shared by every delivery.
 */
import type { Payload } from 'payload'

import type { Contact as ContactDoc } from '@/payload-types'
import { env } from '@/server/env'
import { ConstantContactProvider, type OAuthTokens, type TokenStore } from '../providers/constant-contact'
import { consentMailer } from './consent-mail'
import { ContactExists, LocalProvider, type ContactStore, type StoredContact } from '../providers/local'
import { primaryEmail, type LeadProvider } from '../providers/types'

/** The list local contacts join (the email-marketing provider's list id comes from its settings). */
export const LOCAL_LIST_ID = 'interest-forms'

const TOKEN_PROVIDER = 'constant-contact'

export const leadListId = () => (env.LEAD_PROVIDER === 'constant-contact' ? String(env.CONSTANT_CONTACT_LIST_ID) : LOCAL_LIST_ID)

let provider: LeadProvider | null = null

export function leadProvider(payload: Payload): LeadProvider {
  if (provider) return provider
  provider =
    env.LEAD_PROVIDER === 'constant-contact'
      ? new ConstantContactProvider({
          clientId: String(env.CONSTANT_CONTACT_CLIENT_ID),
          clientSecret: String(env.CONSTANT_CONTACT_CLIENT_SECRET),
          listId: String(env.CONSTANT_CONTACT_LIST_ID),
          customFieldIds: {
            custom_field_14: String(env.CONSTANT_CONTACT_RESEARCH_FIELD_ID),
            custom_field_15: String(env.CONSTANT_CONTACT_UPDATES_FIELD_ID),
          },
          tokenStore: payloadTokenStore(payload, String(env.CONSTANT_CONTACT_REFRESH_TOKEN)),
          logger: { error: (message, details) => payload.logger.error({ ...details, msg: message }) },
          baseUrl: env.CONSTANT_CONTACT_API_URL,
          tokenUrl: env.CONSTANT_CONTACT_TOKEN_URL,
          requestsPerSecond: env.CONSTANT_CONTACT_REQUESTS_PER_SECOND,
          timeoutMs: env.CONSTANT_CONTACT_TIMEOUT_MS,
        })
      : localProvider(payload)
  return provider
}

/** The local provider over the Contacts collection, mailing consent confirmations through the CMS. */
export const localProvider = (payload: Payload) => new LocalProvider(payloadContactStore(payload), consentMailer(payload, env.SITE_URL, env.PAYLOAD_SECRET))

/** The stored token pair; before the first refresh, the configured refresh token with no access token. */
export function payloadTokenStore(payload: Payload, initialRefreshToken: string): TokenStore {
  const find = async () =>
    (await payload.find({ collection: 'provider-tokens', where: { provider: { equals: TOKEN_PROVIDER } }, limit: 1, overrideAccess: true, pagination: false }))
      .docs[0]
  return {
    async load(): Promise<OAuthTokens> {
      const doc = await find()
      if (!doc) return { accessToken: '', refreshToken: initialRefreshToken }
      return { accessToken: doc.accessToken, refreshToken: doc.refreshToken, ...(doc.expiresAt ? { expiresAt: doc.expiresAt } : {}) }
    },
    async save(tokens) {
      const data = { provider: TOKEN_PROVIDER, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: tokens.expiresAt ?? null }
      const doc = await find()
      if (doc) await payload.update({ collection: 'provider-tokens', id: doc.id, data, overrideAccess: true })
      else await payload.create({ collection: 'provider-tokens', data, overrideAccess: true })
    },
  }
}

/** The local provider's contacts in the Contacts collection. */
export function payloadContactStore(payload: Payload): ContactStore {
  const find = async (email: string) => {
    const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true, pagination: false })
    return docs[0] ? fromDoc(docs[0]) : null
  }
  return {
    find,
    async create(contact) {
      try {
        return fromDoc(await payload.create({ collection: 'contacts', data: toDoc(contact), overrideAccess: true, depth: 0 }))
      } catch (error) {
        // The email is unique: a create that fails because another delivery stored it meanwhile finds it now.
        if (await find(primaryEmail(contact).toLowerCase())) throw new ContactExists(primaryEmail(contact))
        throw error
      }
    },
    async update(contact) {
      await payload.update({ collection: 'contacts', id: contact.id, data: toDoc(contact), overrideAccess: true, depth: 0 })
    },
    async remove(email) {
      const { docs } = await payload.delete({ collection: 'contacts', where: { email: { equals: email } }, overrideAccess: true, depth: 0 })
      return docs[0] ? String(docs[0].id) : null
    },
  }
}

const toDoc = (contact: StoredContact | Omit<StoredContact, 'id'>) => ({
  consent: contact.consent,
  email: primaryEmail(contact).toLowerCase(),
  firstName: contact.first_name,
  lastName: contact.last_name,
  jobTitle: contact.job_title,
  workPhone: contact.work_phone,
  companyName: contact.company_name,
  addresses: contact.addresses,
  lists: contact.lists,
  customFields: contact.custom_fields,
})

const jsonList = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])

const fromDoc = (doc: ContactDoc): StoredContact => ({
  id: String(doc.id),
  first_name: doc.firstName ?? '',
  last_name: doc.lastName ?? '',
  job_title: doc.jobTitle ?? '',
  work_phone: doc.workPhone ?? '',
  company_name: doc.companyName ?? '',
  email_addresses: [{ email_address: doc.email }],
  addresses: jsonList(doc.addresses),
  lists: jsonList(doc.lists),
  custom_fields: jsonList(doc.customFields),
  consent: doc.consent ?? 'no',
})
