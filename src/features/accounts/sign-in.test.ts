import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createRateLimiter } from '@/server/rate-limit'
import { createDevIdentityProvider, DEMO_ACCOUNT } from '../../../scripts/dev-identity-provider/provider.mjs'
import { accountEndpoints, type AccountParts } from './handlers'

/** The whole sign-in through the local demo provider, with the site's route handlers called directly. */

const SITE = 'http://site.test'
const CLIENT = { clientId: 'the-site', clientSecret: 'the-site-secret' }

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

let issuer: string
let closedIssuer: string
let provider: http.Server
beforeAll(async () => {
  issuer = `http://127.0.0.1:${await freePort()}`
  closedIssuer = `http://127.0.0.1:${await freePort()}`
  provider = createDevIdentityProvider({
    issuer,
    client: { ...CLIENT, redirectUris: [`${SITE}/api/account/callback`], postLogoutRedirectUris: [`${SITE}/`] },
  }).server
  await new Promise<void>((resolve) => provider.listen(Number(new URL(issuer).port), '127.0.0.1', resolve))
})
afterAll(() => new Promise((resolve) => provider.close(resolve)))

const siteFor = (overrides: Partial<AccountParts['identity']> = {}) =>
  accountEndpoints({
    identity: { issuer, ...CLIENT, redirectUrl: `${SITE}/api/account/callback`, postLogoutUrl: `${SITE}/`, ...overrides },
    siteUrl: SITE,
    sessionKeys: ['k'.repeat(32)],
    secureCookies: false,
    limiter: createRateLimiter({ limit: 1000, windowMs: 60_000 }),
    clientAddress: () => '127.0.0.1',
    log: () => undefined,
    timeoutSeconds: 5,
  })

/** A browser's cookies for one host, enough for this flow (paths are not told apart). */
class Jar {
  values = new Map<string, string>()
  take(response: Response) {
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';')
      const at = pair.indexOf('=')
      const name = pair.slice(0, at)
      if (/max-age=0/i.test(set) || /expires=thu, 01 jan 1970/i.test(set)) this.values.delete(name)
      else this.values.set(name, pair.slice(at + 1))
    }
    return response
  }
  get header() {
    return [...this.values].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/** A browser at the provider: follows its redirects until they leave it. */
async function atProvider(jar: Jar, url: string, init: { method?: string; form?: Record<string, string> } = {}): Promise<Response> {
  const body = init.form ? new URLSearchParams(init.form).toString() : undefined
  const headers: Record<string, string> = { cookie: jar.header }
  if (body) headers['content-type'] = 'application/x-www-form-urlencoded'
  let response = jar.take(await fetch(url, { method: init.method ?? 'GET', headers, body, redirect: 'manual' }))
  while (response.status >= 300 && response.status < 400) {
    const next = new URL(response.headers.get('location')!, url)
    if (next.origin !== issuer) return response
    response = jar.take(await fetch(next, { headers: { cookie: jar.header }, redirect: 'manual' }))
    url = next.href
  }
  return response
}

const formAction = (html: string) => /<form method="post" action="([^"]+)"/.exec(html)![1]

/** Login at the site, then the provider's login and consent pages: the address the provider sends the visitor back to. */
async function signIn(site: ReturnType<typeof siteFor>, siteJar: Jar, returnPath = '/pricing') {
  const providerJar = new Jar()
  const login = siteJar.take(await site.login(new Request(`${SITE}/api/account/login?return=${encodeURIComponent(returnPath)}`)))
  expect(login.status).toBe(303)
  const toProvider = new URL(login.headers.get('location')!)
  expect(toProvider.origin).toBe(issuer)
  expect(toProvider.searchParams.get('code_challenge_method')).toBe('S256')
  expect(toProvider.searchParams.get('nonce')).toBeTruthy()

  const loginPage = await atProvider(providerJar, toProvider.href)
  const loginHtml = await loginPage.text()
  expect(loginHtml).toContain('<label for="password">Password</label>')
  const wrong = await atProvider(providerJar, new URL(formAction(loginHtml), issuer).href, { method: 'POST', form: { email: DEMO_ACCOUNT.email, password: 'wrong' } })
  expect(wrong.status).toBe(400)
  expect(await wrong.text()).toContain('The email or password is not right.')

  const consent = await atProvider(providerJar, new URL(formAction(loginHtml), issuer).href, { method: 'POST', form: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password } })
  const consentHtml = await consent.text()
  expect(consentHtml).toContain('Share your details?')
  const back = await atProvider(providerJar, new URL(formAction(consentHtml), issuer).href, { method: 'POST' })
  expect(back.status).toBe(303)
  return back.headers.get('location')!
}

const request = (url: string, jar: Jar, init: RequestInit = {}) => new Request(url, { ...init, headers: { cookie: jar.header, ...(init.headers as Record<string, string>) } })
const sessionOf = async (site: ReturnType<typeof siteFor>, jar: Jar) => {
  const response = jar.take(await site.session(request(`${SITE}/api/account/session`, jar)))
  expect(response.headers.get('cache-control')).toBe('private, no-store')
  return response.json()
}

describe('signing in through the local demo provider', () => {
  it('returns the visitor to the page they came from, signed in by name, and signs them out again', async () => {
    const site = siteFor()
    const jar = new Jar()
    expect(await sessionOf(site, jar)).toEqual({ user: null })
    const callbackAddress = await signIn(site, jar)
    expect(callbackAddress.startsWith(`${SITE}/api/account/callback?`)).toBe(true)

    const callback = await site.callback(request(callbackAddress, jar))
    expect(callback.status).toBe(303)
    expect(callback.headers.get('location')).toBe(`${SITE}/pricing`)
    const cookies = callback.headers.getSetCookie()
    expect(cookies.find((set) => set.startsWith('account_session='))).toMatch(/HttpOnly/)
    expect(cookies.find((set) => set.startsWith('account_session='))).toMatch(/SameSite=Lax/)
    expect(cookies.find((set) => set.startsWith('user='))).not.toMatch(/HttpOnly/)
    jar.take(callback)
    expect(jar.values.has('account_sign_in')).toBe(false)
    expect(jar.values.has('pathname')).toBe(false)
    expect(await sessionOf(site, jar)).toEqual({ user: { name: 'Demo Educator' } })

    // The same code a second time is refused by the provider.
    const again = new Jar()
    again.values = new Map(jar.values)
    const replay = await site.callback(request(callbackAddress, again))
    expect(replay.status).toBe(400)

    const logout = jar.take(await site.logout(request(`${SITE}/api/account/logout`, jar, { method: 'POST', headers: { origin: SITE, 'sec-fetch-site': 'same-origin' } })))
    expect(logout.status).toBe(303)
    const endSession = new URL(logout.headers.get('location')!)
    expect(endSession.origin).toBe(issuer)
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${SITE}/`)
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy()
    expect(jar.values.has('account_session')).toBe(false)
    expect(jar.values.has('user')).toBe(false)
    expect(await sessionOf(site, jar)).toEqual({ user: null })
    // The provider takes the sign-out (with no session of its own here, it goes straight to confirming).
    const atEnd = await fetch(endSession)
    expect(atEnd.status).toBe(200)
    expect(await atEnd.text()).toContain(`action="${issuer}/session/end/confirm"`)
  })

  it('refuses a replayed code even with the sign-in cookie kept', async () => {
    const site = siteFor()
    const jar = new Jar()
    const callbackAddress = await signIn(site, jar)
    const kept = jar.header
    expect((await site.callback(request(callbackAddress, jar))).status).toBe(303)
    const replay = await site.callback(new Request(callbackAddress, { headers: { cookie: kept } }))
    expect(replay.status).toBe(400)
    expect(await replay.text()).toContain("The identity provider's answer could not be confirmed.")
  })

  it('shows the error page for a wrong state, a provider error and missing cookies, with a link back', async () => {
    const site = siteFor()
    const jar = new Jar()
    const callbackAddress = new URL(await signIn(site, jar, '/webinars'))
    const wrongState = new URL(callbackAddress)
    wrongState.searchParams.set('state', 'not-the-state')
    const answer = await site.callback(request(wrongState.href, jar))
    expect(answer.status).toBe(400)
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await answer.text()
    expect(html).toContain('This sign-in has expired or was already used. Please try signing in again.')
    expect(html).toContain('<a href="/webinars">Back to the page you were on</a>')

    const refused = await site.callback(request(`${SITE}/api/account/callback?error=access_denied&state=${callbackAddress.searchParams.get('state')}`, jar))
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('The sign-in was cancelled or refused at the identity provider.')

    const noCookies = await site.callback(new Request(callbackAddress))
    expect(noCookies.status).toBe(400)
    expect(await noCookies.clone().text()).toContain('it may block cookies for this site, or the sign-in was started at another address of the site')
    expect(await noCookies.text()).toContain('<a href="/">Back to the page you were on</a>')
  })

  it('remembers only a page of this site to return to, in a short-lived cookie for the account routes', async () => {
    const site = siteFor()
    for (const [given, kept] of [['//evil.example', '%2F'], ['/\\evil.example', '%2F'], ['https://evil.example', '%2F'], ['/%2F%2Fevil.example', '%2F'], ['/Pricing', '%2Fpricing']]) {
      const login = await site.login(new Request(`${SITE}/api/account/login?return=${encodeURIComponent(given)}`))
      expect(login.status).toBe(303)
      const remembered = login.headers.getSetCookie().find((set) => set.startsWith('pathname='))
      expect(remembered, given).toBe(`pathname=${kept}; Path=/api/account; Max-Age=600; SameSite=Lax; HttpOnly`)
    }
  })

  it('says the sign-in service cannot be reached when the provider is down (502), never a 500', async () => {
    const site = siteFor({ issuer: closedIssuer })
    const login = await site.login(new Request(`${SITE}/api/account/login?return=/pricing`))
    expect(login.status).toBe(502)
    expect(await login.text()).toContain('The sign-in service cannot be reached right now.')
    // The provider goes down between the visitor's sign-in there and their return.
    const jar = new Jar()
    const callbackAddress = await signIn(siteFor(), jar)
    const back = await site.callback(request(callbackAddress, jar))
    expect(back.status).toBe(502)
    expect(await back.text()).toContain('<a href="/pricing">Back to the page you were on</a>')
  })
})
