import { EncryptJWT } from 'jose'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'

import { keyring, seal } from './sealed'
import { readSession, renewSession, SESSION_LIMITS, sessionCookieAge, startSession } from './session'

const KEY = 'a'.repeat(32)
const OLDER_KEY = 'b'.repeat(32)
const ring = keyring([KEY])
const educator = { subject: 'user-7', name: 'Demo Educator', idToken: 'the.id.token' }
const HOUR = 60 * 60_000

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'))
})
afterEach(() => vi.useRealTimers())

it('reads back the signed-in visitor from the cookie value, and nothing readable is in it', async () => {
  const value = await startSession(ring, educator, Date.now())
  expect(await readSession(ring, value, Date.now())).toMatchObject(educator)
  expect(value).not.toContain('Demo')
  expect(Buffer.from(value.split('.')[0], 'base64url').toString()).toMatch(/"alg":"dir","enc":"A256GCM"/)
  for (const part of value.split('.')) expect(Buffer.from(part, 'base64url').toString('latin1')).not.toContain('Educator')
})

it('keeps the cookie small enough for browsers: a long name is cut, an ID token too large is left out', async () => {
  const value = await startSession(ring, { subject: 'user-7', name: 'N'.repeat(500), idToken: 'x'.repeat(4000) }, Date.now())
  expect(value.length).toBeLessThan(3800)
  const session = await readSession(ring, value, Date.now())
  expect(session?.name).toHaveLength(120)
  expect(session?.idToken).toBeUndefined()
  expect((await readSession(ring, await startSession(ring, educator, Date.now()), Date.now()))?.idToken).toBe('the.id.token')
})

it('reads a changed cookie as signed out', async () => {
  const value = await startSession(ring, educator, Date.now())
  const parts = value.split('.')
  const flip = (text: string) => text.slice(0, 5) + (text[5] === 'A' ? 'B' : 'A') + text.slice(6)
  for (const index of [0, 2, 3, 4]) {
    const changed = parts.map((part, i) => (i === index ? flip(part) : part)).join('.')
    expect(await readSession(ring, changed, Date.now()), `part ${index}`).toBeNull()
  }
  expect(await readSession(ring, `${value}x`, Date.now())).toBeNull()
})

it('reads foreign, old-format and empty cookies as signed out', async () => {
  // Sealed with a key this site does not hold, or by this site for another purpose (a sign-in attempt).
  expect(await readSession(ring, await startSession(keyring(['c'.repeat(32)]), educator, Date.now()), Date.now())).toBeNull()
  const now = Math.floor(Date.now() / 1000)
  expect(await readSession(ring, await seal(ring, { sub: 'user-7', name: 'x', seen: now }, { audience: 'account-sign-in', issuedAt: now, expiresAt: now + 600 }), Date.now())).toBeNull()
  // Right key and purpose but not a session's claims.
  expect(await readSession(ring, await seal(ring, { sub: 'user-7' }, { audience: 'account-session', issuedAt: now, expiresAt: now + 600 }), Date.now())).toBeNull()
  // Encrypted with the raw configured key instead of the derived one, without a key id.
  const raw = await new EncryptJWT({ sub: 'user-7', name: 'x', seen: now }).setProtectedHeader({ alg: 'dir', enc: 'A256GCM' }).setIssuedAt().setExpirationTime('1h').encrypt(new TextEncoder().encode(KEY))
  expect(await readSession(ring, raw, Date.now())).toBeNull()
  for (const value of ['', 'user-7', 'e30.e30.', 'a.b.c.d.e', '%ff', 'x'.repeat(10_000), undefined, null]) expect(await readSession(ring, value, Date.now())).toBeNull()
})

it('signs out after 8 hours without use, and renewing on use keeps it going', async () => {
  const value = await startSession(ring, educator, Date.now())
  // Nothing to renew within the first minutes.
  const fresh = await readSession(ring, value, Date.now())
  expect(renewSession(ring, fresh!, Date.now())).toBeNull()
  vi.advanceTimersByTime(7 * HOUR)
  const used = await readSession(ring, value, Date.now())
  expect(used).not.toBeNull()
  const renewed = await renewSession(ring, used!, Date.now())
  expect(renewed).toBeTruthy()
  vi.advanceTimersByTime(2 * HOUR)
  // Nine hours after signing in: the first value has been idle too long, the renewed one has not.
  expect(await readSession(ring, value, Date.now())).toBeNull()
  expect(await readSession(ring, renewed, Date.now())).toMatchObject({ name: 'Demo Educator' })
})

it('signs out 7 days after signing in, however often it is used', async () => {
  let value = await startSession(ring, educator, Date.now())
  const started = Date.now()
  while (Date.now() - started < SESSION_LIMITS.absoluteSeconds * 1000 - 4 * HOUR) {
    vi.advanceTimersByTime(4 * HOUR)
    const session = await readSession(ring, value, Date.now())
    expect(session).not.toBeNull()
    value = (await renewSession(ring, session!, Date.now())) ?? value
  }
  expect(sessionCookieAge((await readSession(ring, value, Date.now()))!, Date.now())).toBeLessThanOrEqual(4 * 60 * 60)
  vi.advanceTimersByTime(4 * HOUR)
  expect(await readSession(ring, value, Date.now())).toBeNull()
})

it('keeps sessions sealed with an older key readable after a new key is put first, and seals new ones with the new key', async () => {
  const before = keyring([OLDER_KEY])
  const old = await startSession(before, educator, Date.now())
  const rotated = keyring([KEY, OLDER_KEY])
  expect(await readSession(rotated, old, Date.now())).toMatchObject(educator)
  const renewedLater = await startSession(rotated, educator, Date.now())
  expect(await readSession(keyring([KEY]), renewedLater, Date.now())).toMatchObject(educator)
  expect(await readSession(before, renewedLater, Date.now())).toBeNull()
  // Once the older key is dropped, its sessions read as signed out.
  expect(await readSession(keyring([KEY]), old, Date.now())).toBeNull()
})

it('gives each session its own id, kept through renewals, and reads a session without an id as signed out', async () => {
  const value = await startSession(ring, educator, Date.now())
  const first = await readSession(ring, value, Date.now())
  const other = await readSession(ring, await startSession(ring, educator, Date.now()), Date.now())
  expect(first?.id).toMatch(/^[\w-]{22}$/)
  expect(other?.id).not.toBe(first?.id)
  vi.advanceTimersByTime(HOUR)
  const renewed = await readSession(ring, (await renewSession(ring, first!, Date.now()))!, Date.now())
  expect(renewed?.id).toBe(first?.id)
  expect(renewed?.lastSeen).toBeGreaterThan(first!.lastSeen)
  // Sealed before sessions had an id: it could never be revoked, so it is not honoured.
  const now = Math.floor(Date.now() / 1000)
  const withoutId = await seal(ring, { sub: 'user-7', name: 'Demo Educator', seen: now }, { audience: 'account-session', issuedAt: now, expiresAt: now + 600 })
  expect(await readSession(ring, withoutId, Date.now())).toBeNull()
  expect(await readSession(ring, await seal(ring, { sid: 'x', sub: 'user-7', name: 'Demo Educator', seen: now }, { audience: 'account-session', issuedAt: now, expiresAt: now + 600 }), Date.now())).toMatchObject({ id: 'x' })
})
