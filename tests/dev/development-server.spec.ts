import { expect, test } from '@playwright/test'

import { ADMIN } from '../e2e/fixtures'

const scriptSources = (policy: string | undefined) => policy?.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src ')) ?? ''

test.describe.configure({ mode: 'serial' })

test('a page from the development server runs under the production script policy: inline scripts by their hashes, the build’s scripts after the first paint', async ({ page }) => {
  const problems: string[] = []
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()))
  page.on('pageerror', (error) => problems.push(error.message))
  const response = await page.goto('/pricing')
  expect(response?.status()).toBe(200)
  const sources = scriptSources(response?.headers()['content-security-policy'])
  expect(sources).not.toContain("'unsafe-inline'")
  expect(sources.match(/'sha256-/g)?.length).toBeGreaterThan(0)
  const html = await response!.text()
  expect(html).toContain('(function(){var s=[["/_next/static/chunks/')
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/main-app\.js[^"]*" async/)
  // The loader added the development build's scripts, and the page keeps its web socket for reloading edits.
  await expect(page.locator('script[src*="/_next/static/chunks/main-app.js"]')).toHaveCount(1)
  const hmr = page.waitForEvent('websocket', (socket) => socket.url().includes('/_next/'))
  await page.reload()
  expect((await hmr).isClosed()).toBe(false)
  expect(problems).toEqual([])
})

test('the development server refuses what production refuses, before the framework sees it', async ({ request }) => {
  const trace = await request.fetch('/', { method: 'TRACE' })
  expect(trace.status()).toBe(405)
  const foreign = await request.post('/pricing', { headers: { 'next-action': '00deadbeef', 'content-type': 'text/plain;charset=UTF-8' }, data: '[]' })
  expect(foreign.status()).toBe(400)
  expect(await foreign.text()).toContain('this site has no such server function')
  const doubled = await request.get('/api//users')
  expect(doubled.status()).toBe(400)
  expect(await doubled.text()).toContain('without dot segments')
})

test('an editor signed in works in the CMS on the development server', async ({ page }) => {
  const login = await page.request.post('/api/users/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  await page.goto('/admin')
  await expect(page.getByRole('region', { name: 'Recently edited pages' })).toBeVisible()
})
