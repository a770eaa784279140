import { expect, it } from 'vitest'

import { checkConsentToken, CONFIRM_LIFETIME_MS, consentToken } from './consent-token'

const secret = 'x'.repeat(32)
const now = Date.UTC(2026, 10, 27, 12)

it('gives back the email a token was made for, for its own purpose only', () => {
  const confirm = consentToken('confirm', ' Maya@School.example ', secret, now)
  const unsubscribe = consentToken('unsubscribe', 'maya@school.example', secret, now)
  expect(checkConsentToken('confirm', confirm, secret, now + 1000)).toEqual({ status: 'valid', email: 'maya@school.example' })
  expect(checkConsentToken('unsubscribe', unsubscribe, secret, now)).toEqual({ status: 'valid', email: 'maya@school.example' })
  // A confirm link never unsubscribes and an unsubscribe link never confirms.
  expect(checkConsentToken('unsubscribe', confirm, secret, now)).toEqual({ status: 'invalid' })
  expect(checkConsentToken('confirm', unsubscribe, secret, now)).toEqual({ status: 'invalid' })
})

it('refuses a token signed with another secret, for another email, altered or made up', () => {
  const token = consentToken('confirm', 'maya@school.example', secret, now)
  expect(checkConsentToken('confirm', token, 'y'.repeat(32), now)).toEqual({ status: 'invalid' })
  const [kind, expires, , signature] = token.split('.')
  const otherEmail = Buffer.from('lee@school.example').toString('base64url')
  expect(checkConsentToken('confirm', [kind, expires, otherEmail, signature].join('.'), secret, now)).toEqual({ status: 'invalid' })
  const later = (parseInt(expires, 36) + 86_400).toString(36)
  expect(checkConsentToken('confirm', [kind, later, token.split('.')[2], signature].join('.'), secret, now)).toEqual({ status: 'invalid' })
  for (const bad of ['', 'c.1.a.b', 'x'.repeat(5000), null, 42, `${token}.extra`]) expect(checkConsentToken('confirm', bad, secret, now)).toEqual({ status: 'invalid' })
})

it('lets a confirm token expire after a week and an unsubscribe token never', () => {
  const confirm = consentToken('confirm', 'maya@school.example', secret, now)
  expect(checkConsentToken('confirm', confirm, secret, now + CONFIRM_LIFETIME_MS - 1000).status).toBe('valid')
  expect(checkConsentToken('confirm', confirm, secret, now + CONFIRM_LIFETIME_MS + 1000)).toEqual({ status: 'expired' })
  const unsubscribe = consentToken('unsubscribe', 'maya@school.example', secret, now)
  expect(checkConsentToken('unsubscribe', unsubscribe, secret, now + 10 * 365 * 86_400_000).status).toBe('valid')
})
