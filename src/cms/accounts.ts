/**
 * Editor accounts: the local demo's account, the strength every password must have, the first administrator from
 * the environment, and the refusal to serve outside development while the demo password works.
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
export async function ensureFirstAdmin(payload: Payload, { email = env.ADMIN_EMAIL, password = env.ADMIN_PASSWORD } = {}): Promise<boolean> {
  if (!email || !password) return false
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return false
  const problem = passwordProblem(password, email)
  if (problem) throw new Error(`ADMIN_PASSWORD cannot be used: ${problem}`)
  await payload.create({ collection: 'users', data: { email, password, name: 'Site admin' } })
  payload.logger.info(`Created the first administrator account ${email} (from ADMIN_EMAIL and ADMIN_PASSWORD).`)
  return true
}

/** Whether an account accepts the demo password. */
export async function demoPasswordWorks(payload: Payload): Promise<boolean> {
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: DEMO_EDITOR.email } }, showHiddenFields: true, depth: 0, limit: 1 })
  return docs[0] ? passwordMatches(docs[0] as StoredPassword, DEMO_EDITOR.password) : false
}

export const DEMO_PASSWORD_REFUSAL = `Refusing to serve: the account ${DEMO_EDITOR.email} still has the local demo's public password, and SITE_ENV is not development. Give it a password of its own (ADMIN_EMAIL=${DEMO_EDITOR.email} ADMIN_PASSWORD=… npm run create-admin) or delete the account, then start again.`

/**
 * As the server starts the CMS (not in the CMS's command-line tools, which must stay usable to fix it, nor while
 * building): creates the first administrator, and outside development exits while the demo password works.
 */
export async function checkAccountsOnStart(payload: Payload) {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const refuse = (message: string) => {
    payload.logger.error(message)
    process.exit(1)
  }
  await ensureFirstAdmin(payload).catch((error: Error) => refuse(`Refusing to serve: ${error.message}`))
  if (env.SITE_ENV !== 'development' && (await demoPasswordWorks(payload))) refuse(DEMO_PASSWORD_REFUSAL)
}
