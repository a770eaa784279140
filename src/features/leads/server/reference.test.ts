import { expect, it } from 'vitest'

import { checkContactReference, contactReference } from './reference'

const secret = 'x'.repeat(24)
const now = Date.UTC(2026, 10, 23, 12)

it('accepts a reference for the email it was made for, whatever the case or spaces', () => {
  const reference = contactReference('Maya@School.example', secret, now)
  expect(checkContactReference(reference, ' maya@school.example', secret, now + 1000)).toBe('valid')
  expect(reference).not.toContain('maya')
})

it('refuses it for another email, with another secret, when altered, or after an hour', () => {
  const reference = contactReference('maya@school.example', secret, now)
  expect(checkContactReference(reference, 'lee@school.example', secret, now)).toBe('invalid')
  expect(checkContactReference(reference, 'maya@school.example', 'y'.repeat(24), now)).toBe('invalid')
  expect(checkContactReference(`${reference.slice(0, -1)}A`, 'maya@school.example', secret, now)).not.toBe('valid')
  expect(checkContactReference('1.abc', 'maya@school.example', secret, now)).toBe('invalid')
  expect(checkContactReference(reference, 'maya@school.example', secret, now + 61 * 60_000)).toBe('expired')
})
