import { pbkdf2Sync } from 'node:crypto'

import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { accountRefusals, DEMO_EDITOR, NO_ACCOUNT_REFUSAL, passwordMatches, passwordProblem } from './accounts'

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

  it("are compared with the stored hash in Payload's current and legacy forms", { timeout: 60_000 }, async () => {
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

/** Accounts as Payload stores them (legacy hashes: quick to make), in a stand-in with the calls the checks make. */
function accountsOf(...accounts: { email: string; password: string }[]) {
  const docs = accounts.map(({ email, password }, index) => ({ email, salt: `salt-${index}`, hash: pbkdf2Sync(password, `salt-${index}`, 25_000, 512, 'sha256').toString('hex') }))
  const payload = {
    find: async () => ({ docs }),
    count: async () => ({ totalDocs: docs.length }),
    create: async ({ data }: { data: { email: string; password: string } }) => void docs.push(accountsOf(data).docs[0]),
    logger: { info: () => undefined },
  }
  return { docs, payload: payload as unknown as Payload }
}

// Each check hashes like a sign-in: slow on a busy machine.
describe('serving outside development', { timeout: 60_000 }, () => {
  const production = { development: false, email: undefined, password: undefined }

  it('is refused while any account accepts the demo password, whatever its email; the password is never named', async () => {
    const { payload } = accountsOf({ email: 'editor@example.org', password: 'a strong password!' }, { email: 'renamed@example.org', password: DEMO_EDITOR.password })
    const reasons = await accountRefusals(payload, production)
    expect(reasons).toHaveLength(1)
    expect(reasons[0]).toContain('renamed@example.org')
    expect(reasons[0]).not.toContain('editor@example.org')
    expect(reasons[0]).not.toContain(DEMO_EDITOR.password)
    expect(await accountRefusals(accountsOf({ email: 'editor@example.org', password: 'a strong password!' }).payload, production)).toEqual([])
  })

  it('is refused with no account and no first administrator to create; ADMIN_EMAIL and ADMIN_PASSWORD create it', async () => {
    expect(await accountRefusals(accountsOf().payload, production)).toEqual([NO_ACCOUNT_REFUSAL])
    const { payload, docs } = accountsOf()
    expect(await accountRefusals(payload, { development: false, email: 'first@example.org', password: 'a strong password!' })).toEqual([])
    expect(docs.map((doc) => doc.email)).toEqual(['first@example.org'])
    const weak = await accountRefusals(accountsOf().payload, { development: false, email: 'first@example.org', password: DEMO_EDITOR.password })
    expect(weak).toEqual(['ADMIN_PASSWORD cannot be used: The local demo password is public: choose another password.'])
  })

  it('is not a concern of the local demo', async () => {
    expect(await accountRefusals(accountsOf().payload, { development: true })).toEqual([])
    expect(await accountRefusals(accountsOf({ email: DEMO_EDITOR.email, password: DEMO_EDITOR.password }).payload, { development: true })).toEqual([])
  })
})
