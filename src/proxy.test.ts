import { NextRequest } from 'next/server'
import { expect, it, vi } from 'vitest'

import { proxy } from './proxy'

const request = (address: string, init: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new NextRequest(`http://localhost:3000${address}`, {
    method: init.method ?? 'GET',
    headers: { host: init.host ?? 'localhost:3000', ...init.headers },
    body: init.body,
  })

const passesThrough = (response: Response) => response.headers.get('x-middleware-next') === '1'

it('refuses a Host header that names no host', async () => {
  for (const host of [':::', 'a:b:c', 'évil..%%/\\', '']) {
    for (const address of ['/', '/admin', '/next/exit-preview?path=/pricing']) {
      const response = await proxy(request(address, { host }))
      expect(response.status, `${host} ${address}`).toBe(400)
      expect(await response.text()).toMatch(/Host header/)
    }
  }
  expect(passesThrough(await proxy(request('/pricing', { host: 'www.heartwiselearning.org' })))).toBe(true)
})

it('answers addresses that do not decode with 400 outside the pages, and with the 404 page on them', async () => {
  for (const address of ['/api/%ff', '/api/media/file/%e0%a4%a', '/admin/%', '/_next/static/%zz', '/files/a%2', '/next/preview/%ff', '/video-thumbnail/%c0']) {
    const response = await proxy(request(address))
    expect(response.status, address).toBe(400)
    expect((await response.text()).length, address).toBeLessThan(200)
  }
  expect((await proxy(request('/%ff'))).headers.get('x-middleware-rewrite')).toMatch(/\/next\/no-page$/)
  expect(passesThrough(await proxy(request('/api/media/file/a%20b.png')))).toBe(true)
})

it('refuses form posts to pages and the admin whose body cannot be read', async () => {
  const form = { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } }
  for (const address of ['/pricing', '/admin', '/admin/login']) {
    expect((await proxy(request(address, { ...form, body: 'garbage' }))).status, address).toBe(400)
  }
  const readable = '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n'
  expect(passesThrough(await proxy(request('/pricing', { ...form, body: readable })))).toBe(true)
  // Server function calls (the admin's) carry their own header: their arguments must be JSON, as text or in field "0".
  const action = { method: 'POST', headers: { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' } }
  expect((await proxy(request('/admin', { ...action, body: 'garbage' }))).status).toBe(400)
  expect((await proxy(request('/admin', { ...action, body: '{"not":"a list"}' }))).status).toBe(400)
  // The admin's server function takes one object: the language switch's arguments (unused here) are refused too.
  for (const body of ['[]', '["x"]', '[null]', '[[1]]', '["encrypted","en"]']) expect((await proxy(request('/admin', { ...action, body }))).status, body).toBe(400)
  expect((await proxy(request('/admin', { ...form, headers: { ...form.headers, 'next-action': 'abc' }, body: 'garbage' }))).status).toBe(400)
  expect(passesThrough(await proxy(request('/admin', { ...action, body: '[{"name":"form-state","args":{}}]' })))).toBe(true)
  const field0 = '--x\r\nContent-Disposition: form-data; name="0"\r\n\r\n[{"name":"form-state"}]\r\n--x--\r\n'
  expect(passesThrough(await proxy(request('/admin', { ...form, headers: { ...form.headers, 'next-action': 'abc' }, body: field0 })))).toBe(true)
})

it('still sends other spellings of a page to its address', async () => {
  const response = await proxy(request('/PRICING?x=1'))
  expect(response.status).toBe(308)
  expect(new URL(response.headers.get('location')!).pathname).toBe('/pricing')
})

it('renders a page whose address filters a list once per set of filters, and serves every other address of it from cache', async () => {
  const rewritten = (response: Response) => response.headers.get('x-middleware-rewrite')
  expect(rewritten(await proxy(request('/sample-lessons?filter=sel-grade-2&filter=bpu')))).toBe('http://localhost:3000/next/filtered/sel-grade-2_bpu/sample-lessons')
  expect(rewritten(await proxy(request('/?filter=ost')))).toBe('http://localhost:3000/next/filtered/ost')
  // The same set in another order is sent to the panel's order.
  const reordered = await proxy(request('/sample-lessons?filter=bpu&filter=sel-grade-2'))
  expect(reordered.status).toBe(308)
  expect(reordered.headers.get('location')).toBe('http://localhost:3000/sample-lessons?filter=sel-grade-2&filter=bpu')
  expect(passesThrough(await proxy(request('/sample-lessons?')))).toBe(true)
  expect(passesThrough(await proxy(request('/sample-lessons?utm_source=mail')))).toBe(true)
  // Another spelling of the page goes to its address first, filters kept.
  const other = await proxy(request('/Sample-Lessons?filter=bpu'))
  expect(other.status).toBe(308)
  expect(other.headers.get('location')).toBe('http://localhost:3000/sample-lessons?filter=bpu')
})

it('lets the image optimizer take media files only as pages name them', async () => {
  const image = (url: string) => proxy(request(`/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`))
  expect(passesThrough(await image('/api/media/file/classroom.png?v=mhx2k3p0'))).toBe(true)
  for (const url of ['/api/media/file/classroom.png?v=mhx2k3p0&k=1', '/api/media/file/classroom.png?k=1']) {
    const refused = await image(url)
    expect(refused.status, url).toBe(400)
    expect(await refused.text()).toMatch(/image optimizer/)
  }
})

it("shows the CMS's create-first-user screen only in the local demo", async () => {
  const screens = ['/admin/create-first-user', '/admin/create-first-user/', '/admin/Create-First-User', '/admin/create%2Dfirst-user']
  for (const address of screens) expect(passesThrough(await proxy(request(address))), address).toBe(true)
  const production = { SITE_ENV: 'production', PAYLOAD_SECRET: 'p'.repeat(32), PREVIEW_SECRET: 'p'.repeat(32), REVALIDATE_SECRET: 'r'.repeat(32), SESSION_KEYS: 's'.repeat(32), LEAD_PROVIDER: 'local', SMTP_URL: 'smtp://mail.example.org' }
  const identity = { OIDC_ISSUER: 'https://id.example.org', OIDC_CLIENT_ID: 'site', OIDC_CLIENT_SECRET: 'secret' }
  for (const [key, value] of Object.entries({ ...production, ...identity })) vi.stubEnv(key, value)
  vi.resetModules()
  try {
    const { proxy: productionProxy } = await import('./proxy')
    for (const address of screens) expect((await productionProxy(request(address))).headers.get('x-middleware-rewrite'), address).toMatch(/\/next\/no-page$/)
    expect(passesThrough(await productionProxy(request('/admin/login')))).toBe(true)
  } finally {
    vi.unstubAllEnvs()
  }
})

it("does not serve the CMS's record of its migrations", async () => {
  for (const address of ['/api/payload-migrations', '/api/payload-migrations/1', '/api/payload-migrations?limit=1']) {
    expect((await proxy(request(address))).status, address).toBe(404)
  }
  expect(passesThrough(await proxy(request('/api/payload-migration-notes')))).toBe(true)
})
