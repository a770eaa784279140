import { afterEach, beforeEach, expect, it, vi } from 'vitest'

import { createRateLimiter } from '@/server/rate-limit'
import { accountEndpoints, displayName } from './handlers'
import { createRevokedSessions, type RevokedSessions } from './revoked-sessions'
import { keyring } from './sealed'
import { startSession } from './session'

/** The routes' answers that need no identity provider (the issuer is a closed port: contacting it would show). */
const SITE = 'https://www.example.org'
const KEYS = ['k'.repeat(32)]
const site = (limit = 1000, revoked?: RevokedSessions) =>
  accountEndpoints({
    identity: { issuer: 'http://127.0.0.1:9', clientId: 'site', clientSecret: 'secret', redirectUrl: `${SITE}/api/account/callback`, postLogoutUrl: `${SITE}/` },
    siteUrl: SITE,
    sessionKeys: KEYS,
    secureCookies: true,
    limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    clientAddress: (headers) => headers.get('x-client') ?? 'one',
    revoked,
    log: () => undefined,
  })

const signedInCookie = async () => `account_session=${await startSession(keyring(KEYS), { subject: 'user-7', name: 'Demo Educator' }, Date.now())}; user=1`
const get = (path: string, cookie = '', headers: Record<string, string> = {}) => new Request(`${SITE}${path}`, { headers: { cookie, ...headers } })

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-03-02T09:00:00Z'))
})
afterEach(() => vi.useRealTimers())

it('answers who is signed in, never cached, renewing the idle limit now and then', async () => {
  const cookie = await signedInCookie()
  const answer = await site().session(get('/api/account/session', cookie))
  expect(await answer.json()).toEqual({ user: { name: 'Demo Educator' } })
  expect(answer.headers.get('cache-control')).toBe('private, no-store')
  expect(answer.headers.getSetCookie()).toEqual([])
  vi.advanceTimersByTime(10 * 60_000)
  const later = await site().session(get('/api/account/session', cookie))
  const renewed = later.headers.getSetCookie()
  expect(renewed.find((set) => set.startsWith('account_session='))).toMatch(/HttpOnly; Secure$/)
  expect(renewed.find((set) => set.startsWith('account_session='))).toMatch(/Max-Age=6042\d\d; SameSite=Lax/)
})

it('answers { user: null } to anonymous readers, and removes a session cookie it cannot read', async () => {
  const none = await site().session(get('/api/account/session'))
  expect(await none.json()).toEqual({ user: null })
  expect(none.headers.getSetCookie()).toEqual([])
  const stale = await site().session(get('/api/account/session', 'account_session=forged; user=1'))
  expect(await stale.json()).toEqual({ user: null })
  expect(stale.headers.getSetCookie()).toEqual(['account_session=; Path=/; Max-Age=0; SameSite=Lax; HttpOnly; Secure', 'user=; Path=/; Max-Age=0; SameSite=Lax; Secure'])
  for (const cookie of ['account_session=%ff', 'account_session', '=;;=', `account_session=${'x'.repeat(20_000)}`]) {
    expect((await site().session(get('/api/account/session', cookie))).status).toBe(200)
  }
})

it('signs out only from this site: another site gets the error page, this site goes home with both cookies removed', async () => {
  const cookie = await signedInCookie()
  const post = (headers: Record<string, string>) => new Request(`${SITE}/api/account/logout`, { method: 'POST', headers: { cookie, ...headers } })
  const foreign: Record<string, string>[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'null' }, { 'sec-fetch-site': 'same-site' }]
  for (const headers of foreign) {
    const refused = await site().logout(post(headers))
    expect(refused.status, JSON.stringify(headers)).toBe(403)
    expect(await refused.text()).toContain('You can only sign out from our website.')
    expect(refused.headers.getSetCookie()).toEqual([])
  }
  // No ID token kept (the provider was never asked to end its session): home, without contacting the provider.
  const done = await site().logout(post({ origin: SITE, 'sec-fetch-site': 'same-origin' }))
  expect(done.status).toBe(303)
  expect(done.headers.get('location')).toBe(`${SITE}/`)
  expect(done.headers.getSetCookie().map((set) => set.split('=')[0])).toEqual(['account_session', 'user'])
})

it('signs out every copy of the cookie: after logout a copy reads as signed out, other sessions stay signed in', async () => {
  const endpoints = site(1000, createRevokedSessions({ redis: null }))
  const [copied, another] = [await signedInCookie(), await signedInCookie()]
  const who = async (cookie: string) => (await (await endpoints.session(get('/api/account/session', cookie))).json()).user
  expect(await who(copied)).toEqual({ name: 'Demo Educator' })
  const logout = await endpoints.logout(new Request(`${SITE}/api/account/logout`, { method: 'POST', headers: { cookie: copied, origin: SITE } }))
  expect(logout.status).toBe(303)
  expect(await who(copied)).toBeNull()
  const answer = await endpoints.session(get('/api/account/session', copied))
  expect(answer.headers.getSetCookie().map((set) => set.split(';')[0])).toEqual(['account_session=', 'user='])
  expect(await who(another)).toEqual({ name: 'Demo Educator' })
  // Renewed before the logout, the copy was still the same session.
  vi.advanceTimersByTime(10 * 60_000)
  const renewing = site(1000, createRevokedSessions({ redis: null }))
  const renewed = (await renewing.session(get('/api/account/session', another))).headers.getSetCookie()[0].split(';')[0]
  await renewing.logout(new Request(`${SITE}/api/account/logout`, { method: 'POST', headers: { cookie: another, origin: SITE } }))
  expect(await (await renewing.session(get('/api/account/session', `${renewed}; user=1`))).json()).toEqual({ user: null })
})

it('limits sign-in attempts per client, with a clear page and when to try again', async () => {
  const limited = site(2)
  const callback = (client: string) => limited.callback(get('/api/account/callback?code=x&state=y', '', { 'x-client': client }))
  expect((await callback('one')).status).toBe(400)
  expect((await callback('one')).status).toBe(400)
  const refused = await callback('one')
  expect(refused.status).toBe(429)
  expect(refused.headers.get('retry-after')).toBe('60')
  expect(await refused.text()).toContain('There have been too many sign-in attempts from your network. Please wait a minute and try again.')
  // Another client is not held up.
  expect((await callback('two')).status).toBe(400)
})

it('answers a callback without its sign-in cookie with the error page, not the provider', async () => {
  const answer = await site().callback(get('/api/account/callback?code=abc&state=def', 'pathname=%2Fpricing'))
  expect(answer.status).toBe(400)
  expect(answer.headers.get('cache-control')).toBe('no-store')
  const html = await answer.text()
  expect(html).toContain("Your browser did not send back this sign-in's cookie")
  expect(html).toContain('<a href="/pricing">Back to the page you were on</a>')
  expect(html).toContain('<a href="/api/account/login?return=%2Fpricing">Try signing in again</a>')
  // A forged return path in the cookie is never a link.
  const forged = await site().callback(get('/api/account/callback', 'pathname=%2F%2Fevil.example'))
  expect(await forged.text()).toContain('<a href="/">Back to the page you were on</a>')
})

it('calls the user by the best name the provider gives', () => {
  expect(displayName({ name: ' Demo Educator ', email: 'demo@example.org' })).toBe('Demo Educator')
  expect(displayName({ given_name: 'Ada', family_name: 'Lovelace' })).toBe('Ada Lovelace')
  expect(displayName({ preferred_username: 'ada' })).toBe('ada')
  expect(displayName({ email: 'ada@example.org' })).toBe('ada@example.org')
  expect(displayName({ name: 7 })).toBe('Account')
})
