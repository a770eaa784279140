import { expect, it } from 'vitest'

import { findEmail, isEmailAddress, mailtoHref } from './email'

it('accepts ordinary addresses and rejects malformed ones', () => {
  expect(isEmailAddress('info@heartwiselearning.org')).toBe(true)
  expect(isEmailAddress('a.b@c.co')).toBe(true)
  for (const bad of ['@example.org', 'info@@example.org', 'info@example', 'info@example.o', 'in"fo@example.org', 'info@.org', 'a@b.c', 'no address'])
    expect(isEmailAddress(bad), bad).toBe(false)
})

it('takes only addresses every store accepts, so a lead is never refused after the form took it', () => {
  for (const good of ['first.last+tag@sub.example.co.uk', "o'neil@example.org", 'a_b@ex--ample.com', 'x@b.co'])
    expect(isEmailAddress(good), good).toBe(true)
  const refused = ['ä@b.co', 'a..b@c.co', 'a@b_c.co', '.a@b.co', 'a.@b.co', 'a@-b.co', 'a@b-.co', 'a@b..co', 'a b@c.co', 'a@b.c-.co', 'a@b.c0', 'jö@example.org', 'a@exämple.org', `${'a'.repeat(65)}@b.co`, `a@${'b'.repeat(250)}.co`, 'a(b)@c.co', 'a@b.co.', 'a@[1.2.3.4]']
  for (const bad of refused) expect(isEmailAddress(bad), bad).toBe(false)
})

it('finds the address in a sentence and leaves the full stop outside the link', () => {
  expect(findEmail('Write to support@heartwiselearning.org.')).toEqual({ before: 'Write to ', email: 'support@heartwiselearning.org', after: '.' })
  expect(findEmail('sales@heartwiselearning.org')).toEqual({ before: '', email: 'sales@heartwiselearning.org', after: '' })
  expect(mailtoHref('sales@heartwiselearning.org')).toBe('mailto:sales@heartwiselearning.org')
})

it('finds nothing when there is no valid address, so the text shows as it is', () => {
  expect(findEmail('Call us at 555-0100')).toBeNull()
  expect(findEmail('info@heartwise')).toBeNull()
  expect(findEmail('')).toBeNull()
  expect(findEmail(null)).toBeNull()
})
