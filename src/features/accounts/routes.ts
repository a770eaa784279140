// The account routes wired to this site's settings (src/app/(payload)/api/account/ serves them).
import 'server-only'

import { env } from '@/server/env.server'
import { createSharedRateLimiter } from '@/server/rate-limit'
import { clientAddress } from '@/server/request-address'
import { accountEndpoints } from './handlers'
import { createRevokedSessions } from './revoked-sessions'

/** Sign-in attempts per client a minute: a sign-in takes two (login and callback). */
export const SIGN_IN_ATTEMPTS_PER_MINUTE = 20

export const accountRoutes = accountEndpoints({
  identity: env.identity,
  siteUrl: env.SITE_URL,
  sessionKeys: env.sessionKeys,
  secureCookies: !(env.SITE_ENV === 'development' && new URL(env.SITE_URL).protocol === 'http:'),
  limiter: createSharedRateLimiter({ name: 'visitor-sign-in', limit: SIGN_IN_ATTEMPTS_PER_MINUTE, windowMs: 60_000 }),
  clientAddress,
  revoked: createRevokedSessions(),
})
