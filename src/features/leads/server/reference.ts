/**
 * The opaque contact reference the verify endpoint answers with when a contact exists: the time it expires and a
 * signature over that time and the email. It tells the update endpoint that a lookup for this email was made
 * moments ago, and nothing about the contact itself.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

const LIFETIME_MS = 60 * 60_000

const signature = (secret: string, expires: string, email: string) =>
  createHmac('sha256', `lead-contact-reference:${secret}`).update(`${expires}\n${email.trim().toLowerCase()}`).digest('base64url')

export function contactReference(email: string, secret: string, now = Date.now()): string {
  const expires = Math.floor((now + LIFETIME_MS) / 1000).toString(36)
  return `${expires}.${signature(secret, expires, email)}`
}

export type ReferenceCheck = 'valid' | 'expired' | 'invalid'

export function checkContactReference(reference: string, email: string, secret: string, now = Date.now()): ReferenceCheck {
  const match = /^([0-9a-z]{1,12})\.([\w-]{43})$/.exec(reference)
  if (!match) return 'invalid'
  const [, expires, given] = match
  const expected = Buffer.from(signature(secret, expires, email))
  if (!timingSafeEqual(expected, Buffer.from(given))) return 'invalid'
  return parseInt(expires, 36) * 1000 < now ? 'expired' : 'valid'
}
