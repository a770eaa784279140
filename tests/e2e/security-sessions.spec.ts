import type { APIRequestContext } from '@playwright/test'

import { baseURL, productionURL } from '../../playwright.config'
import { EDITORS, expect, PAYLOAD_SECRET, PREVIEW_SECRET, REVALIDATE_SECRET, test } from './fixtures'

const EDITOR = EDITORS.security

async function signIn(request: APIRequestContext) {
  const response = await request.post('/api/users/login', { data: EDITOR })
  expect(response.ok()).toBe(true)
  const { user } = await response.json()
  expect(user).not.toHaveProperty('sessions')
  return user as { id: number }
}

const pageData = (title: string, text: string) => ({
  title,
  sections: [{ blockType: 'markdownSection', title: 'Note', text }],
})

/**
 * A client address of the test's own, so its sign-in attempts count apart from every other test's. The test servers
 * trust one proxy (TRUSTED_PROXY_HOPS=1): the test plays that proxy, and the address is the last entry it forwards.
 */
const address = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}`

test.describe.configure({ mode: 'serial' })

test('revalidation takes its own secret, not the session signing secret', async ({ request }) => {
  const change = { data: { tags: ['security-check'] } }
  const withSigningSecret = await request.post('/next/revalidate', { ...change, headers: { 'x-revalidate-secret': PAYLOAD_SECRET } })
  expect(withSigningSecret.status()).toBe(403)
  const withoutSecret = await request.post('/next/revalidate', change)
  expect(withoutSecret.status()).toBe(403)
  const allowed = await request.post('/next/revalidate', {
    ...change,
    headers: { 'x-revalidate-secret': REVALIDATE_SECRET },
  })
  expect(allowed.status()).toBe(200)
})

test('drafts show only while the editor is still signed in, whatever the preview cookie says', async ({ page, request }) => {
  await signIn(request)
  const path = `/security-draft-${Date.now().toString(36)}`
  const created = await request.post('/api/pages', { data: { ...pageData('Security draft', 'Published words.'), path, _status: 'published' } })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  const draft = await request.patch(`/api/pages/${doc.id}?draft=true`, { data: { ...pageData('Security draft', 'Draft words.'), _status: 'draft' } })
  expect(draft.ok()).toBe(true)

  await page.context().addCookies((await request.storageState()).cookies)
  await page.goto(`/next/preview?path=${path}&secret=${PREVIEW_SECRET}`)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  await expect(page.getByText('Draft words.')).toBeVisible()

  // Signing out ends the session and drops its cookie; the preview cookie stays.
  expect((await page.request.post('/api/users/logout')).ok()).toBe(true)
  const names = (await page.context().cookies()).map((cookie) => cookie.name)
  expect(names).toContain('__prerender_bypass')
  expect(names).not.toContain('payload-token')
  await page.reload()
  await expect(page.getByText('Published words.')).toBeVisible()
  await expect(page.getByText('Draft words.')).toHaveCount(0)
})

test('a write from another site with the editor cookie is anonymous and refused', async ({ request }) => {
  await signIn(request)
  const data = { ...pageData('Cross-site', 'Should not exist.'), path: `/cross-site-${Date.now().toString(36)}`, _status: 'published' }
  const forged = await request.post('/api/pages', { data, headers: { origin: 'https://evil.example' } })
  expect([401, 403]).toContain(forged.status())
  const missing = await request.get(`/api/pages?where[path][equals]=${encodeURIComponent(data.path)}&draft=true`)
  expect((await missing.json()).totalDocs).toBe(0)
  // The same cookie from the site's own origin is honoured.
  const own = await request.post('/api/pages', { data })
  expect(own.status()).toBe(201)
})

test('the API never returns the editor sessions', async ({ request }) => {
  const user = await signIn(request)
  const me = await (await request.get('/api/users/me')).json()
  expect(me.user.email).toBe(EDITOR.email)
  expect(me.user).not.toHaveProperty('sessions')
  const byId = await request.get(`/api/users/${user.id}`)
  expect(byId.ok()).toBe(true)
  expect(await byId.json()).not.toHaveProperty('sessions')
  const list = await (await request.get(`/api/users?where[id][equals]=${user.id}`)).json()
  expect(list.docs[0]).not.toHaveProperty('sessions')
})

test('editor cookies are Secure in production, and not in development over http', async ({ request }) => {
  const production = await request.post(`${productionURL}/api/users/login`, { data: EDITOR, headers: { origin: productionURL } })
  expect(production.ok()).toBe(true)
  expect(production.headers()['set-cookie']).toMatch(/payload-token=[^;]+;.*\bSecure\b/)
  const development = await request.post('/api/users/login', { data: EDITOR })
  expect(development.headers()['set-cookie']).toMatch(/payload-token=/)
  expect(development.headers()['set-cookie']).not.toMatch(/\bSecure\b/)
})

/** A wrong sign-in for an account nobody uses, a new one each time, so no account limit is reached. */
const wrongSignIn = () => ({ email: `nobody-${Math.random().toString(36).slice(2)}@example.com`, password: 'not-the-password' })

test('after 10 failed sign-ins from one address, every sign-in from it is refused for a while', async ({ request }) => {
  const client = { 'x-forwarded-for': address() }
  for (let attempt = 1; attempt <= 10; attempt++) {
    const response = await request.post('/api/users/login', { data: wrongSignIn(), headers: client })
    expect(response.status(), `attempt ${attempt}`).toBe(401)
  }
  const limited = await request.post('/api/users/login', { data: wrongSignIn(), headers: client })
  expect(limited.status()).toBe(429)
  expect((await limited.json()).errors[0].message).toMatch(/Too many sign-in attempts from your address\. Try again in \d+ minute/)
  // The right password from the same address waits too; the account itself is not locked for other addresses.
  expect((await request.post('/api/users/login', { data: EDITOR, headers: client })).status()).toBe(429)
  expect((await request.post('/api/users/login', { data: EDITOR, headers: { 'x-forwarded-for': '198.51.100.7' } })).ok()).toBe(true)
})

test('a client cannot dodge the sign-in limit by writing a new address before the proxy’s', async ({ request }) => {
  const proxy = address()
  const statuses: number[] = []
  for (let attempt = 1; attempt <= 11; attempt++) {
    statuses.push((await request.post('/api/users/login', { data: wrongSignIn(), headers: { 'x-forwarded-for': `${address()}, ${proxy}` } })).status())
  }
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
  expect(statuses[10]).toBe(429)
})

const DEMO = { email: 'admin@example.com', password: 'demo-admin-2026' }

test('the test database has no demo account: the public demo password signs nobody in', async ({ request }) => {
  expect((await request.post('/api/users/login', { data: DEMO, headers: { 'x-forwarded-for': address() } })).status()).toBe(401)
})

test('passwords set through the CMS must be strong', async ({ request }) => {
  await signIn(request)
  for (const [password, message] of [
    ['short-1', 'The password must have at least 12 characters.'],
    ['aaaaaaaaaaaaaaaa', 'The password must have at least 5 different characters.'],
    ['weak-editor-name-2026', 'The password must not contain the email address.'],
  ]) {
    const created = await request.post('/api/users', { data: { email: 'weak-editor-name@example.com', password } })
    expect(created.status(), password).toBe(400)
    expect(JSON.stringify(await created.json()), password).toContain(message)
  }
})

test('failures on one account from many addresses make it wait, but not its owner at a known address', async ({ request }) => {
  const owner = { 'x-forwarded-for': address() }
  const target = EDITORS.lockout
  expect((await request.post('/api/users/login', { data: target, headers: owner })).ok()).toBe(true)
  const wrong = { email: target.email, password: 'not-the-password' }
  const answers: { status: number; message: string }[] = []
  for (let attempt = 1; attempt <= 12; attempt++) {
    const response = await request.post('/api/users/login', { data: wrong, headers: { 'x-forwarded-for': address() } })
    answers.push({ status: response.status(), message: (await response.json()).errors?.[0]?.message ?? '' })
  }
  expect(answers.slice(0, 5).map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401])
  const held = answers.find((answer) => answer.status === 429)
  expect(held?.message).toMatch(/^Too many failed sign-ins to this account\. Try again in \d+ second\(s\)\.$/)
  // Its owner, from an address that signed in to it before, is not held.
  expect((await request.post('/api/users/login', { data: target, headers: owner })).ok()).toBe(true)
})

test('a sign-in without a password is refused alike for known and unknown emails, before any lookup', async ({ request }) => {
  const client = { 'x-forwarded-for': address() }
  const known = await request.post('/api/users/login', { data: { email: EDITOR.email }, headers: client })
  const unknown = await request.post('/api/users/login', { data: { email: 'nobody-here@example.com', password: '' }, headers: client })
  expect(known.status()).toBe(400)
  expect(unknown.status()).toBe(400)
  expect(await known.json()).toEqual(await unknown.json())
  expect((await known.json()).errors[0].message).toBe('Enter your email and your password.')
})

test('password reset requests are limited per address and per account', async ({ request }) => {
  const client = { 'x-forwarded-for': address() }
  const statuses: number[] = []
  for (let i = 0; i < 6; i++) statuses.push((await request.post('/api/users/forgot-password', { data: { email: `reset-${i}-${Date.now()}@example.com` }, headers: client })).status())
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200])
  expect(statuses[5]).toBe(429)
  const account = `reset-account-${Date.now()}@example.com`
  const perAccount: number[] = []
  for (let i = 0; i < 4; i++) perAccount.push((await request.post('/api/users/forgot-password', { data: { email: account }, headers: { 'x-forwarded-for': address() } })).status())
  expect(perAccount).toEqual([200, 200, 200, 429])
  const refused = await request.post('/api/users/forgot-password', { data: { email: account }, headers: { 'x-forwarded-for': address() } })
  expect((await refused.json()).errors[0].message).toMatch(/^Too many password reset requests\. Try again in \d+ minute\(s\)\.$/)
  expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0)
})

test('a reset request is answered alike for an editor and for an address nobody uses', async ({ request }) => {
  const answer = async (email: string) => {
    const response = await request.post('/api/users/forgot-password', { data: { email }, headers: { 'x-forwarded-for': address() } })
    const headers = response.headersArray().filter(({ name }) => name.toLowerCase() !== 'date')
    return { status: response.status(), body: await response.text(), headers }
  }
  const known = await answer(EDITOR.email)
  const unknown = await answer(`nobody-${Math.random().toString(36).slice(2)}@example.com`)
  expect(known.status).toBe(200)
  expect(JSON.parse(known.body)).toEqual({ message: 'Success' })
  expect(unknown).toEqual(known)
})

test('strangers’ reset requests for an account do not hold back its owner at an address they signed in from', async ({ request }) => {
  const home = { 'x-forwarded-for': address() }
  expect((await request.post('/api/users/login', { data: EDITOR, headers: home })).ok()).toBe(true)
  const strangers: number[] = []
  for (let i = 0; i < 4; i++) strangers.push((await request.post('/api/users/forgot-password', { data: { email: EDITOR.email }, headers: { 'x-forwarded-for': address() } })).status())
  expect(strangers.slice(-1)).toEqual([429])
  const owner = await request.post('/api/users/forgot-password', { data: { email: EDITOR.email }, headers: home })
  expect(owner.status()).toBe(200)
  expect(await owner.json()).toEqual({ message: 'Success' })
})

test('a copied editor token is refused once its editor has signed out', async ({ playwright }) => {
  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  const signedIn = await editor.post('/api/users/login', { data: EDITOR, headers: { 'x-forwarded-for': address() } })
  expect(signedIn.ok()).toBe(true)
  const { token } = await signedIn.json()
  const copy = await playwright.request.newContext({ baseURL })
  const me = async () => (await (await copy.get('/api/users/me', { headers: { authorization: `JWT ${token}` } })).json()).user
  expect((await me())?.email).toBe(EDITOR.email)
  expect((await editor.post('/api/users/logout')).ok()).toBe(true)
  expect(await me()).toBeNull()
  await Promise.all([editor.dispose(), copy.dispose()])
})
