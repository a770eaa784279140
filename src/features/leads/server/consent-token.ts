/**
 * The tokens in the links of the consent mail: one purpose each (confirm or unsubscribe), tied to one email, signed
 * with a key derived for that purpose from the site's secret. A confirm token expires after a week; an unsubscribe
 * token never does, so every mail's unsubscribe link keeps working.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'

export type ConsentPurpose = 'confirm' | 'unsubscribe'

export const CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60_000

const PREFIX: Record<ConsentPurpose, string> = { confirm: 'c', unsubscribe: 'u' }

const keyFor = (secret: string, purpose: ConsentPurpose) => Buffer.from(hkdfSync('sha256', secret, 'lead-consent-links', `lead-consent-${purpose}`, 32))

const signature = (secret: string, purpose: ConsentPurpose, expires: string, email: string) =>
  createHmac('sha256', keyFor(secret, purpose)).update(`${PREFIX[purpose]}\n${expires}\n${email}`).digest('base64url')

const normalized = (email: string) => email.trim().toLowerCase()

/** A token for `purpose` and `email`: `<c|u>.<expiry or 0>.<email, base64url>.<signature>`. */
export function consentToken(purpose: ConsentPurpose, email: string, secret: string, now = Date.now()): string {
  const address = normalized(email)
  const expires = purpose === 'confirm' ? Math.floor((now + CONFIRM_LIFETIME_MS) / 1000).toString(36) : '0'
  return `${PREFIX[purpose]}.${expires}.${Buffer.from(address, 'utf8').toString('base64url')}.${signature(secret, purpose, expires, address)}`
}

export type TokenCheck = { status: 'valid'; email: string } | { status: 'expired' } | { status: 'invalid' }

/** The email a token of `purpose` was made for, or why it cannot be used. Never throws. */
export function checkConsentToken(purpose: ConsentPurpose, token: unknown, secret: string, now = Date.now()): TokenCheck {
  if (typeof token !== 'string' || token.length > 600) return { status: 'invalid' }
  const match = /^([cu])\.([0-9a-z]{1,12})\.([\w-]{1,400})\.([\w-]{43})$/.exec(token)
  if (!match || match[1] !== PREFIX[purpose]) return { status: 'invalid' }
  const [, , expires, encoded, given] = match
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  if (!email || email !== normalized(email)) return { status: 'invalid' }
  const expected = Buffer.from(signature(secret, purpose, expires, email))
  if (!timingSafeEqual(expected, Buffer.from(given))) return { status: 'invalid' }
  if (purpose === 'confirm' && parseInt(expires, 36) * 1000 < now) return { status: 'expired' }
  if (purpose === 'unsubscribe' && expires !== '0') return { status: 'invalid' }
  return { status: 'valid', email }
}
