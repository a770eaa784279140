import net from 'node:net'
import os from 'node:os'

import { baseURL, marketingFormsURL, videoImageURL } from '../../playwright.config'
import { EDITORS, expect, test } from './fixtures'

/**
 * What a stranger could read, make the server fetch, or have a CDN keep: checks against the production build. (The
 * limits on requests, sign-in and leads have their own specs.)
 */

const EDITOR = EDITORS.exposure

test('visitors do not read images’ internal notes; editors do', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const images = await (await visitor.get('/api/media?limit=100&depth=0')).json()
  expect(images.docs.length).toBeGreaterThan(0)
  for (const image of images.docs) expect(image).not.toHaveProperty('description')
  // Nor through a page that embeds them.
  const pages = await (await visitor.get('/api/pages?limit=5&depth=2')).text()
  expect(pages).not.toContain('internal note for editors')
  await visitor.dispose()

  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  expect((await editor.post('/api/users/login', { data: EDITOR })).ok()).toBe(true)
  // A seeded image with a note (other tests upload images without one).
  const seen = await (await editor.get('/api/media?limit=1&depth=0&where[description][like]=internal note for editors')).json()
  expect(seen.docs[0].description).toContain('internal note for editors')
  await editor.dispose()
})

test('visitors read only the notifications shown now; ended ones are for editors', { lock: 'notifications' }, async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const shown = await (await visitor.get('/api/notifications?limit=100&depth=0')).json()
  const headers = shown.docs.map((notice: { pageHeader: string }) => notice.pageHeader)
  expect(headers).toContain('New Grade 6 lessons are available')
  expect(headers).not.toContain('Scheduled maintenance has ended')

  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  expect((await editor.post('/api/users/login', { data: EDITOR })).ok()).toBe(true)
  const all = await (await editor.get(`/api/notifications?limit=100&depth=0&where[pageHeader][equals]=${encodeURIComponent('Scheduled maintenance has ended')}`)).json()
  expect(all.docs).toHaveLength(1)
  // Nor by its id.
  expect((await visitor.get(`/api/notifications/${all.docs[0].id}`)).status()).toBe(404)
  await Promise.all([visitor.dispose(), editor.dispose()])
})

test('a missing page and a redirect are never kept stale by a CDN; a published page may be', async ({ request }) => {
  const cacheControl = async (path: string) => (await request.get(path, { maxRedirects: 0 })).headers()['cache-control'] ?? ''
  expect(await cacheControl('/pricing')).toContain('stale-while-revalidate')
  for (const path of ['/no-such-page-here', '/free-webinars', '/sel-for-adults', '/PRICING']) {
    const value = await cacheControl(path)
    expect(value, path).not.toContain('stale-while-revalidate')
    expect(value, path).not.toMatch(/s-maxage=(?:[1-9]\d{2,}|[7-9]\d)\b/)
  }
})

test('video thumbnails are fetched from the video host once, not on every request', async ({ request }) => {
  const id = `t${Math.random().toString(36).slice(2, 12).padEnd(10, '0')}`
  for (let i = 0; i < 4; i++) {
    const answer = await request.get(`/video-thumbnail/${id}`)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toBe('image/jpeg')
  }
  expect(await (await request.get(`${videoImageURL}/requests/${id}`)).json()).toEqual({ requests: 1 })
})

test('browsers send policy violations to the site, which takes bounded reports', async ({ request }) => {
  const policy = (await request.get('/pricing')).headers()['content-security-policy']
  expect(policy).toContain('report-uri /api/csp-report')
  const report = { 'csp-report': { 'document-uri': `${baseURL}/pricing`, 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline' } }
  const sent = await request.post('/api/csp-report', { data: JSON.stringify(report), headers: { 'content-type': 'application/csp-report' } })
  expect(sent.status()).toBe(204)
  const huge = await request.post('/api/csp-report', { data: 'x'.repeat(20_000), headers: { 'content-type': 'application/csp-report' } })
  expect(huge.status()).toBe(413)
  expect((await request.post('/api/csp-report', { data: '{', headers: { 'content-type': 'application/csp-report' } })).status()).toBe(400)
})

test('the marketing forms stand-in never shows its submissions to other sites', async ({ request }) => {
  const answer = await request.get(`${marketingFormsURL}/submissions`, { headers: { origin: 'https://evil.example' } })
  expect(answer.headers()['access-control-allow-origin']).toBeUndefined()
})

test('the development server listens on loopback only', async () => {
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)
  test.skip(!outside, 'this machine has no network interface besides loopback')
  const port = Number(new URL(baseURL).port)
  const reached = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: outside!.address, port, timeout: 3000 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
  expect(reached).toBe(false)
})

test('visitors read through the CMS API exactly the notifications the page shows, with only its fields; blank text is refused', { lock: 'notifications' }, async ({ playwright }) => {
  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  expect((await editor.post('/api/users/login', { data: EDITORS.exposureNotices })).ok()).toBe(true)
  const now = Date.now()
  const window = { active: true, startDate: new Date(now - 86_400_000).toISOString(), endDate: new Date(now + 86_400_000).toISOString() }
  for (const [field, blank] of [['pageHeader', '   '], ['pageDescription', ' \n\t ']] as const) {
    const refused = await editor.post('/api/notifications', { data: { ...window, pageHeader: 'Snow day', pageDescription: 'School is closed.', [field]: blank } })
    expect(refused.status(), field).toBe(400)
    expect(await refused.text(), field).toContain('spaces alone are not one')
  }
  const created = await editor.post('/api/notifications', { data: { ...window, pageHeader: `Snow day ${now}`, pageDescription: 'School is closed.' } })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()).doc

  const visitor = await playwright.request.newContext({ baseURL })
  const listed = (await (await visitor.get('/api/notifications?limit=100&depth=0')).json()).docs as Record<string, unknown>[]
  const current = (await (await visitor.get('/api/notifications/current')).json()).notifications as { id: number }[]
  // The same rule as the page and its bell.
  expect(listed.map((notice) => notice.id).sort()).toEqual(current.map((notice) => notice.id).sort())
  expect(listed.map((notice) => notice.id)).toContain(id)
  const fields = ['endDate', 'id', 'pageDescription', 'pageHeader', 'postedDate', 'startDate']
  for (const notice of listed) expect(Object.keys(notice).every((key) => fields.includes(key)), Object.keys(notice).join()).toBe(true)
  const byId = await (await visitor.get(`/api/notifications/${id}`)).json()
  expect(byId).toMatchObject({ id, pageHeader: `Snow day ${now}` })
  expect(byId).not.toHaveProperty('active')
  expect(byId).not.toHaveProperty('updatedAt')
  // Editors still read every field.
  expect(await (await editor.get(`/api/notifications/${id}`)).json()).toMatchObject({ id, active: true })
  expect((await editor.delete(`/api/notifications/${id}`)).ok()).toBe(true)
  await Promise.all([visitor.dispose(), editor.dispose()])
})

test('signed-in answers of the CMS API are private and never stored; visitors’ answers keep their caching', async ({ playwright }) => {
  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  const login = await editor.post('/api/users/login', { data: EDITORS.exposurePrivate })
  expect(login.ok()).toBe(true)
  expect(login.headers()['cache-control']).toBe('private, no-store')
  const me = await editor.get('/api/users/me')
  expect((await me.json()).token).toBeTruthy()
  expect(me.headers()['cache-control']).toBe('private, no-store')
  expect((await editor.get('/api/pages?limit=1&depth=0')).headers()['cache-control']).toBe('private, no-store')
  const { token } = await (await editor.get('/api/users/me')).json()
  const bearer = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `JWT ${token}` } })
  expect((await bearer.get('/api/users/me')).headers()['cache-control']).toBe('private, no-store')

  const visitor = await playwright.request.newContext({ baseURL })
  expect((await visitor.get('/api/notifications/current')).headers()['cache-control']).toContain('public')
  await Promise.all([visitor.dispose(), editor.dispose(), bearer.dispose()])
})
