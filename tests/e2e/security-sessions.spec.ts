import type { APIRequestContext } from '@playwright/test'

import { productionURL } from '../../playwright.config'
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
const address = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`

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

test('after 10 failed sign-ins from one address, every sign-in from it is refused for a while', async ({ request }) => {
  const client = { 'x-forwarded-for': address() }
  const wrong = { email: EDITOR.email, password: 'not-the-password' }
  for (let attempt = 1; attempt <= 10; attempt++) {
    const response = await request.post('/api/users/login', { data: wrong, headers: client })
    expect(response.status(), `attempt ${attempt}`).toBe(401)
  }
  const limited = await request.post('/api/users/login', { data: wrong, headers: client })
  expect(limited.status()).toBe(429)
  expect((await limited.json()).errors[0].message).toMatch(/Too many sign-in attempts from your address\. Try again in \d+ minute/)
  // The right password from the same address waits too; the account itself is not locked for other addresses.
  expect((await request.post('/api/users/login', { data: EDITOR, headers: client })).status()).toBe(429)
  expect((await request.post('/api/users/login', { data: EDITOR, headers: { 'x-forwarded-for': '198.51.100.7' } })).ok()).toBe(true)
})
