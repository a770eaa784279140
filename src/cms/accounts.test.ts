import { pbkdf2Sync } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { DEMO_EDITOR, passwordMatches, passwordProblem } from './accounts'

describe('editor passwords', () => {
  it('must be long, varied and not about the account', () => {
    expect(passwordProblem('short', 'ed@example.org')).toBe('The password must have at least 12 characters.')
    expect(passwordProblem('abababababababab', 'ed@example.org')).toBe('The password must have at least 5 different characters.')
    expect(passwordProblem('my-name-is-jordan!', 'jordan@example.org')).toBe('The password must not contain the email address.')
    expect(passwordProblem('correct horse battery', 'jordan@example.org')).toBeNull()
  })

  it('may be the public demo password only in development', () => {
    expect(passwordProblem(DEMO_EDITOR.password, DEMO_EDITOR.email, { development: true })).toBeNull()
    expect(passwordProblem(DEMO_EDITOR.password, 'someone@example.org', { development: false })).toBe('The local demo password is public: choose another password.')
  })

  it("are compared with the stored hash in Payload's current and legacy forms", async () => {
    const salt = 'a1b2c3'
    const current = { salt, hash: `pbkdf2-sha256-v1:${pbkdf2Sync('open sesame!', salt, 600_000, 32, 'sha256').toString('hex')}` }
    const legacy = { salt, hash: pbkdf2Sync('open sesame!', salt, 25_000, 512, 'sha256').toString('hex') }
    for (const stored of [current, legacy]) {
      expect(await passwordMatches(stored, 'open sesame!')).toBe(true)
      expect(await passwordMatches(stored, 'open sesame?')).toBe(false)
    }
    expect(await passwordMatches({}, 'anything')).toBe(false)
  })
})
