import { addDataAndFileToRequest, APIError, type Endpoint, type Payload, type PayloadRequest } from 'payload'

import { composeMail } from '@/lib/mail'
import { clientAddress } from '@/server/request-address'
import type { SharedRateLimiter } from '@/server/rate-limit'

/** The email of a sign-in or reset request, lower case and trimmed ('' when there is none). */
export const emailOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.toLowerCase().trim() : ''
}

/** A 429 whose answer says when to try again (Payload adds `req.responseHeaders` to error answers). */
export const tooMany = (req: PayloadRequest, message: string, seconds: number) => {
  req.responseHeaders = new Headers({ 'retry-after': String(seconds) })
  return new APIError(message, 429, null, true)
}

export const inMinutes = (seconds: number) => `${Math.ceil(seconds / 60)} minute(s)`

/** What the reset needs once the answer has gone: the account and where the link in its email should point. */
export type ResetRequest = { email: string; i18n: PayloadRequest['i18n']; siteUrl: string }

/** How long a reset link works. */
const RESET_LINK_HOURS = 1

/** The mail with the link that sets a new password (`link`, on the site's own address, never the request's host). */
export function resetMail(email: string, link: string) {
  return {
    to: email,
    ...composeMail({
      subject: 'Set a new password for the Heartwise Learning CMS',
      paragraphs: ['Someone, hopefully you, asked to set a new password for the CMS account of this address.'],
      action: { label: 'Set a new password', url: link },
      notes: [`The link works for ${RESET_LINK_HOURS} hour, once. If you did not ask, ignore this mail: your password stays as it is.`],
    }),
  }
}

/**
 * Makes the reset token and saves it (the CMS's own forgot-password operation, without its mail), then sends this
 * site's mail with the link. No account, no token, no mail.
 */
async function prepareReset(payload: Payload, { email, i18n, siteUrl }: ResetRequest): Promise<void> {
  const token = await payload.forgotPassword({
    collection: 'users',
    data: { email },
    disableEmail: true,
    expiration: RESET_LINK_HOURS * 60 * 60_000,
    req: { i18n },
  })
  if (!token) return
  const link = new URL(`${payload.config.routes.admin}${payload.config.admin.routes.reset}/${token}`, siteUrl).href
  await payload.sendEmail(resetMail(email, link))
}

export type ForgotPasswordLimits = {
  /** Requests per client address. */
  perAddress: SharedRateLimiter
  /** Requests per account from addresses that never signed in to it. */
  perAccount: SharedRateLimiter
  /** Whether the client address signed in to the account before (the sign-in limit keeps these for 30 days). */
  isKnownAddress: (email: string, address: string) => Promise<boolean>
  /** The site's own address, which the mail's link is on (never the request's host). */
  siteUrl: string
  /** The reset's own work, after the answer (tests replace it). */
  prepare?: (payload: Payload, reset: ResetRequest) => Promise<void>
  log?: (line: string) => void
}

/**
 * POST /api/<users>/forgot-password. The answer never depends on whether the account exists: it is given before
 * anything is looked up, and the token, its saving and the email happen after it, off the request path. Limits:
 * per client address; per account only from addresses that never signed in to it, so a stranger's requests cannot
 * hold back its owner at a known address.
 */
export function forgotPasswordEndpoint({ perAddress, perAccount, isKnownAddress, siteUrl, prepare = prepareReset, log = console.error }: ForgotPasswordLimits): Endpoint {
  return {
    path: '/forgot-password',
    method: 'post',
    handler: async (req) => {
      await addDataAndFileToRequest(req)
      const email = emailOf(req.data)
      if (!email) throw new APIError('Missing email.', 400, null, true)
      const address = clientAddress(req.headers)
      const known = await isKnownAddress(email, address)
      const wait = Math.max(await perAddress.retryAfter(address), known ? 0 : await perAccount.retryAfter(email))
      if (wait > 0) throw tooMany(req, `Too many password reset requests. Try again in ${inMinutes(wait)}.`, wait)
      await Promise.all([perAddress.hit(address), known ? undefined : perAccount.hit(email)])
      const reset: ResetRequest = { email, i18n: req.i18n, siteUrl }
      // After the answer has gone; a failure is logged without the address, never shown to the requester.
      setImmediate(() => {
        prepare(req.payload, reset).catch((error: unknown) => log(`Password reset: the reset could not be prepared (${error instanceof Error ? error.message : String(error)})`))
      })
      return Response.json({ message: req.t('general:success') }, { status: 200 })
    },
  }
}
