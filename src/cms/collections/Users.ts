import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import { APIError, ValidationError, type CollectionAfterReadHook, type Endpoint, type CollectionBeforeChangeHook, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { passwordProblem } from '@/cms/accounts'
import { clientAddress } from '@/server/request-address'
import { env } from '@/server/env'
import { createSharedGrowingDelay, createSharedRateLimiter } from '@/server/rate-limit'
import { inviteEndpoint } from './invitation'
import { emailOf, forgotPasswordEndpoint, inMinutes, tooMany } from './password-reset'

/** Failed sign-ins allowed per client address in five minutes; then every sign-in from it waits for the window. */
const loginLimiter = createSharedRateLimiter({ name: 'editor-sign-in', limit: 10, windowMs: 5 * 60_000 })
/**
 * Failed sign-ins per account, from any address: after 5, each makes the next attempt wait 1 s, 2 s, 4 s… up to a
 * minute. Addresses that signed in to the account before are not held by it, so its owner is never locked out.
 */
const accountDelay = createSharedGrowingDelay({ name: 'editor-account', freeFailures: 5, baseMs: 1000, maxMs: 60_000 })
const knownAddresses = createSharedRateLimiter({ name: 'editor-known-address', limit: 1, windowMs: 30 * 24 * 60 * 60_000 })
/**
 * Password reset emails: a few an hour per client address, and per account from addresses that never signed in to
 * it (its owner, at an address they signed in from, is not held back by strangers' requests).
 */
const forgotPassword = forgotPasswordEndpoint({
  perAddress: createSharedRateLimiter({ name: 'password-reset-address', limit: 5, windowMs: 60 * 60_000 }),
  perAccount: createSharedRateLimiter({ name: 'password-reset-account', limit: 3, windowMs: 60 * 60_000 }),
  isKnownAddress: async (email, address) => (await knownAddresses.retryAfter(`${email} ${address}`)) > 0,
  siteUrl: env.SITE_URL,
})

/** The cost of checking a real password (Payload's current pbkdf2-sha256 parameters), spent on unknown emails too. */
const hashLikeAPassword = (password: string) => promisify(pbkdf2)(password, 'unknown-account', 600_000, 32, 'sha256')

const limitLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'resetPassword') {
    const problem = passwordProblem(String((args.data as { password?: unknown } | undefined)?.password ?? ''), '')
    if (problem) throw new ValidationError({ collection: 'users', errors: [{ message: problem, path: 'password' }] })
    return args
  }
  if (operation !== 'login') return args
  const address = clientAddress(req.headers)
  const email = emailOf(args.data)
  const password = (args.data as { password?: unknown } | undefined)?.password
  // Refused before anything is looked up, so the answer and its time are the same for every email.
  if (!email || typeof password !== 'string' || !password) throw new APIError('Enter your email and your password.', 400, null, true)
  const wait = await loginLimiter.retryAfter(address)
  if (wait > 0) throw tooMany(req, `Too many sign-in attempts from your address. Try again in ${inMinutes(wait)}.`, wait)
  const accountWait = (await knownAddresses.retryAfter(`${email} ${address}`)) > 0 ? 0 : await accountDelay.retryAfter(email)
  if (accountWait > 0) throw tooMany(req, `Too many failed sign-ins to this account. Try again in ${accountWait} second(s).`, accountWait)
  // Counted as failures until the sign-in succeeds (afterLogin takes them back).
  await Promise.all([loginLimiter.hit(address), accountDelay.fail(email)])
  // Unknown emails take as long to refuse as wrong passwords, so response times do not tell which emails exist.
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { email: { equals: email } }, req })
  if (!totalDocs) await hashLikeAPassword(password)
  return args
}

/** Every password set through the CMS or the API is strong enough (the first administrator's too). */
const strongPasswords: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (typeof data.password !== 'string') return data
  const problem = passwordProblem(data.password, String(data.email ?? originalDoc?.email ?? ''))
  if (problem) throw new ValidationError({ collection: 'users', errors: [{ message: problem, path: 'password' }] })
  return data
}

/** The list of signed-in sessions is for the server's own checks (which override access); no API response carries it. */
const hideSessions: CollectionAfterReadHook = ({ doc, overrideAccess }) => {
  if (!overrideAccess) delete doc.sessions
  return doc
}

/**
 * The CMS's first-register makes whoever calls it first, while no account exists, an administrator: only the local
 * demo offers it. Elsewhere the first account comes from ADMIN_EMAIL and ADMIN_PASSWORD, and the address is not
 * found for any method (a collection's own endpoints answer before the CMS's).
 */
const firstRegisterClosed: Endpoint[] =
  env.SITE_ENV === 'development'
    ? []
    : (['get', 'head', 'post', 'put', 'patch', 'delete', 'options'] as const).map((method) => ({
        path: '/first-register',
        method,
        handler: () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
      }))

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Editor', plural: 'Editors' },
  admin: { useAsTitle: 'email', group: 'Settings', components: { beforeListTable: ['@/components/admin/InviteEditor#InviteEditor'] } },
  auth: {
    cookies: { secure: env.isProduction },
    // Accounts are never locked (anyone could lock an editor out by failing on purpose); the limits above slow
    // guessing instead. A lock time of 0 keeps Payload's attempt counter columns, so the schema is unchanged.
    lockTime: 0,
  },
  // Reset requests are limited and answered by this site's own endpoint (password-reset.ts).
  endpoints: [forgotPassword, inviteEndpoint({ siteUrl: env.SITE_URL }), ...firstRegisterClosed],
  hooks: {
    beforeOperation: [limitLogins],
    beforeChange: [strongPasswords],
    // A successful sign-in does not count against its address or account, and its address is known to the account.
    afterLogin: [
      async ({ req, user }) => {
        const address = clientAddress(req.headers)
        const email = String(user.email).toLowerCase()
        await Promise.all([loginLimiter.forgive(address), accountDelay.reset(email), knownAddresses.hit(`${email} ${address}`)])
      },
    ],
    afterRead: [hideSessions],
  },
  fields: [{ name: 'name', type: 'text', admin: { description: 'Shown in the admin next to changes you make.' } }],
}
