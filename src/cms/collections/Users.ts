import { pbkdf2 } from 'node:crypto'
import { promisify } from 'node:util'
import { APIError, type CollectionAfterReadHook, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { clientAddress } from '@/lib/client-address'
import { env } from '@/lib/env'
import { createRateLimiter } from '@/lib/rate-limit'

/** Failed sign-ins allowed per client address in five minutes; then every sign-in from it waits for the window. */
const loginLimiter = createRateLimiter({ limit: 10, windowMs: 5 * 60_000 })


/** The cost of checking a real password (Payload's current pbkdf2-sha256 parameters), spent on unknown emails too. */
const hashLikeAPassword = (password: string) => promisify(pbkdf2)(password, 'unknown-account', 600_000, 32, 'sha256')

const limitLogins: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login') return args
  const address = clientAddress(req.headers)
  const wait = loginLimiter.retryAfter(address)
  if (wait > 0) {
    throw new APIError(`Too many sign-in attempts from your address. Try again in ${Math.ceil(wait / 60)} minute(s).`, 429, null, true)
  }
  loginLimiter.hit(address)
  // Unknown emails take as long to refuse as wrong passwords, so response times do not tell which emails exist.
  const email = typeof args.data?.email === 'string' ? args.data.email.toLowerCase().trim() : ''
  const { totalDocs } = await req.payload.count({ collection: 'users', where: { email: { equals: email } }, req })
  if (!totalDocs) await hashLikeAPassword(String(args.data?.password ?? ''))
  return args
}

/** The list of signed-in sessions is for the server's own checks (which override access); no API response carries it. */
const hideSessions: CollectionAfterReadHook = ({ doc, overrideAccess }) => {
  if (!overrideAccess) delete doc.sessions
  return doc
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: 'Editor', plural: 'Editors' },
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: {
    cookies: { secure: env.isProduction },
    // Accounts are never locked (anyone could lock an editor out by failing on purpose); the limit per address above
    // slows guessing instead. A lock time of 0 keeps Payload's attempt counter columns, so the schema is unchanged.
    lockTime: 0,
  },
  hooks: {
    beforeOperation: [limitLogins],
    // A successful sign-in does not count against its address.
    afterLogin: [({ req }) => loginLimiter.forgive(clientAddress(req.headers))],
    afterRead: [hideSessions],
  },
  fields: [{ name: 'name', type: 'text', admin: { description: 'Shown in the admin next to changes you make.' } }],
}
