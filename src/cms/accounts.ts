/**
 * Editor accounts: the local demo's account, the strength every password must have, the first administrator from
 * the environment, and the refusals to serve outside development (no account yet, or one with the demo password).
 */
import { pbkdf2, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

import type { Payload } from 'payload'

import { env } from '@/server/env'

/** The local demo's editor (README): created by the seed only when SITE_ENV is development. */
export const DEMO_EDITOR = { email: 'admin@example.com', password: 'demo-admin-2026' } as const

export const MIN_PASSWORD_LENGTH = 12

/** Why `password` is too weak for the account `email`, or null when it is strong enough. */
export function passwordProblem(password: string, email: string, { development = env.SITE_ENV === 'development' } = {}): string | null {
  if (password === DEMO_EDITOR.password) return development ? null : 'The local demo password is public: choose another password.'
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`
  const name = email.split('@')[0]?.toLowerCase() ?? ''
  if (name.length >= 4 && password.toLowerCase().includes(name)) return 'The password must not contain the email address.'
  if (new Set(password).size < 5) return 'The password must have at least 5 different characters.'
  return null
}

type StoredPassword = { hash?: unknown; salt?: unknown }

/** Whether `password` is the one stored (Payload's pbkdf2-sha256 hash, current or legacy form). */
export async function passwordMatches({ hash, salt }: StoredPassword, password: string): Promise<boolean> {
  if (typeof hash !== 'string' || typeof salt !== 'string') return false
  const current = hash.startsWith('pbkdf2-sha256-v1:')
  const stored = Buffer.from(current ? hash.slice('pbkdf2-sha256-v1:'.length) : hash, 'hex')
  const computed = await promisify(pbkdf2)(password, salt, current ? 600_000 : 25_000, current ? 32 : 512, 'sha256')
  return computed.length === stored.length && timingSafeEqual(computed, stored)
}

/**
 * The first administrator: when the database has no account yet and ADMIN_EMAIL and ADMIN_PASSWORD are set, that
 * account is created (in any environment). The password is checked, never logged. True when it created one.
 */
export async function ensureFirstAdmin(
  payload: Payload,
  { email = env.ADMIN_EMAIL, password = env.ADMIN_PASSWORD, development = env.SITE_ENV === 'development' }: { email?: string; password?: string; development?: boolean } = {},
): Promise<boolean> {
  if (!email || !password) return false
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return false
  const problem = passwordProblem(password, email, { development })
  if (problem) throw new Error(`ADMIN_PASSWORD cannot be used: ${problem}`)
  await payload.create({ collection: 'users', data: { email, password, name: 'Site admin' } })
  payload.logger.info(`Created the first administrator account ${email} (from ADMIN_EMAIL and ADMIN_PASSWORD).`)
  return true
}

/** The emails of every account that accepts the local demo's public password, whatever its email. */
export async function accountsWithDemoPassword(payload: Payload): Promise<string[]> {
  const { docs } = await payload.find({ collection: 'users', showHiddenFields: true, depth: 0, pagination: false, overrideAccess: true })
  const accepts = await Promise.all(docs.map((doc) => passwordMatches(doc as StoredPassword, DEMO_EDITOR.password)))
  return docs.filter((_, index) => accepts[index]).map((doc) => String(doc.email))
}

/**
 * Why the site must not serve with the accounts it has, or none: the first administrator from the environment is
 * created first. Outside development a site with no account would make its first visitor administrator
 * (the CMS's first-register), and an account with the demo password is open to anyone who read the README.
 * No password is ever part of a reason.
 */
export async function accountRefusals(
  payload: Payload,
  { development = env.SITE_ENV === 'development', email = env.ADMIN_EMAIL, password = env.ADMIN_PASSWORD }: { development?: boolean; email?: string; password?: string } = {},
): Promise<string[]> {
  try {
    await ensureFirstAdmin(payload, { email, password, development })
  } catch (error) {
    return [(error as Error).message]
  }
  if (development) return []
  if ((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs === 0) return [NO_ACCOUNT_REFUSAL]
  const open = await accountsWithDemoPassword(payload)
  return open.length ? [demoPasswordRefusal(open)] : []
}

export const NO_ACCOUNT_REFUSAL =
  'The site has no editor account, so its first visitor could make themselves administrator. Set ADMIN_EMAIL and ADMIN_PASSWORD (the server creates that account at start), or run npm run create-admin, then start again.'

export const demoPasswordRefusal = (emails: string[]) =>
  `The account${emails.length > 1 ? 's' : ''} ${emails.join(', ')} still ${emails.length > 1 ? 'have' : 'has'} the local demo's public password. Give ${emails.length > 1 ? 'each' : 'it'} a password of its own (ADMIN_EMAIL=<email> ADMIN_PASSWORD=… npm run create-admin) or delete ${emails.length > 1 ? 'them' : 'it'}, then start again.`

/**
 * As the server starts the CMS (not in the CMS's command-line tools, which must stay usable to fix it, nor while
 * building): creates the first administrator, and refuses to serve, exiting with the reasons, when the accounts
 * must not serve.
 */
export async function refuseToServeOnStart(payload: Payload) {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const reasons = await accountRefusals(payload)
  if (!reasons.length) return
  console.error(`Refusing to serve:\n${reasons.map((reason) => `- ${reason}`).join('\n')}`)
  process.exit(1)
}
