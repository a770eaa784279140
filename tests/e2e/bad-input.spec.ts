import { type APIRequestContext, expect, test } from '@playwright/test'

import { baseURL, productionURL } from '../../playwright.config'
import { PREVIEW_SECRET } from './fixtures'
import { cachedKeys } from './page-cache'

/** Whether the page cache holds the page at `route` (its key ends with `$<route>`). */
const isCached = (route: string) => cachedKeys().some((key) => key.endsWith(`$${route}`))

/**
 * Positive control, and the moment to look: a published page not cached yet is requested and must appear where the
 * tests look. Requests made before it had their chance to be written by then.
 */
async function expectAFreshPageCached(request: APIRequestContext) {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const routes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname).filter((route) => route !== '/')
  const fresh = routes.find((route) => !isCached(route))
  expect(fresh, 'a published page not cached yet').toBeTruthy()
  expect((await request.get(fresh!)).status()).toBe(200)
  await expect.poll(() => isCached(fresh!)).toBe(true)
}

const sameSite = (location: string | undefined) => {
  expect(location).toBeTruthy()
  const target = new URL(location!, baseURL)
  expect(target.origin).toBe(new URL(baseURL).origin)
  expect(location).not.toMatch(/^[/\\]{2}|\\|^[a-z]+:/i)
}

test('leaving preview only ever redirects to a page of this site', async ({ request }) => {
  const hostile = ['\\evil.example', '//evil.example', '/\\evil.example', '\\/evil.example', '/%2F%2Fevil.example', 'javascript:alert(1)', 'http://evil.example', '/\t/evil.example', '/\n/evil.example', ' //evil.example']
  for (const value of hostile) {
    const response = await request.get(`/next/exit-preview?path=${encodeURIComponent(value)}`, { maxRedirects: 0 })
    expect(response.status(), value).toBeGreaterThanOrEqual(300)
    expect(response.status(), value).toBeLessThan(400)
    sameSite(response.headers().location)
    expect(response.headers().location, value).toBe('/')
  }
  const fine = await request.get('/next/exit-preview?path=/Pricing', { maxRedirects: 0 })
  expect(fine.headers().location).toBe('/pricing')
  // Letters beyond ASCII stay on this site, encoded for the Location header.
  const wide = await request.get(`/next/exit-preview?path=${encodeURIComponent('/\u3002evil.example')}`, { maxRedirects: 0 })
  expect(wide.status()).toBe(307)
  expect(wide.headers().location).toBe('/%E3%80%82evil.example')
  for (const value of ['/\\evil.example', '/%2F%2Fevil.example', '/\t/evil.example']) {
    const preview = await request.get(`/next/preview?secret=${PREVIEW_SECRET}&path=${encodeURIComponent(value)}`, { maxRedirects: 0 })
    expect(preview.status(), value).toBe(400)
  }
})

test('badly encoded addresses answer the branded 404 page, never an error', async ({ request }) => {
  for (const address of ['/%ff', '/%', '/%25', '/%25ff', '/pricing/%e0%a4%a', '/%c0%af', '/a%2', '/%00']) {
    const response = await request.get(address, { maxRedirects: 0 })
    expect([400, 404], address).toContain(response.status())
    expect(await response.text(), address).toContain('We can’t find that page')
  }
})

test('missing pages are not kept in the page cache', async ({ request }) => {
  const token = `missing-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  for (let i = 0; i < 30; i++) {
    const response = await request.get(`/${token}-${i}/${Math.random().toString(36).slice(2)}`)
    expect(response.status()).toBe(404)
  }
  await expectAFreshPageCached(request)
  expect(cachedKeys().filter((file) => file.includes(token))).toEqual([])
})

test('other spellings of a page address redirect to the canonical one, which alone is cached', async ({ request }) => {
  for (const [address, target] of [
    ['/PRICING', '/pricing'],
    ['/%20pricing', '/pricing'],
    ['/pricing/', '/pricing'],
    ['/Webinars/On-Demand-Webinars', '/webinars/on-demand-webinars'],
  ]) {
    const response = await request.get(address, { maxRedirects: 0 })
    expect(response.status(), address).toBe(308)
    expect(new URL(response.headers().location, baseURL).pathname, address).toBe(target)
  }
  expect((await request.get('/pricing')).status()).toBe(200)
  await expect.poll(() => isCached('/pricing')).toBe(true)
  await expectAFreshPageCached(request)
  expect(cachedKeys().filter((file) => /PRICING|%20pricing| pricing|Webinars/.test(file))).toEqual([])
})

const multipart = 'multipart/form-data; boundary=x'
const requests: { name: string; method?: string; path: string; headers?: Record<string, string>; body?: string; allowed: number[] }[] = [
  { name: 'non-numeric page id', path: '/api/pages/abc', allowed: [400, 404] },
  { name: 'non-numeric limit', path: '/api/pages?limit=abc', allowed: [200, 400] },
  { name: 'unknown where field', path: '/api/pages?where[foo][bar]=1', allowed: [400] },
  { name: 'unknown where operator', path: '/api/pages?where[path][nope]=x', allowed: [400] },
  { name: 'negative depth', path: '/api/pages?depth=-1', allowed: [200, 400] },
  { name: 'page zero', path: '/api/pages?page=0', allowed: [200, 400] },
  { name: 'non-numeric media id', path: '/api/media/abc', allowed: [400, 403, 404] },
  { name: 'broken multipart upload', method: 'POST', path: '/api/media', headers: { 'content-type': multipart }, body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0000\u0001garbage', allowed: [400, 401, 403] },
  { name: 'multipart garbage sign-in', method: 'POST', path: '/api/users/login', headers: { 'content-type': multipart }, body: 'garbage\r\n--x--\r\n--', allowed: [400, 401] },
  { name: 'missing media file', path: '/api/media/file/nope.png', allowed: [404] },
  { name: 'garbage Host header', path: '/', headers: { host: 'évil..%%/\\' }, allowed: [200, 400, 404] },
  { name: 'garbage Host header on the admin', path: '/admin', headers: { host: ':::' }, allowed: [400] },
  { name: 'badly encoded API address', path: '/api/%ff', allowed: [400] },
  { name: 'badly encoded file address', path: '/files/%e0%a4%a', allowed: [400] },
  { name: 'broken multipart post to a page', method: 'POST', path: '/pricing', headers: { 'content-type': multipart }, body: 'garbage', allowed: [400] },
  { name: 'operator the database cannot run', path: '/api/pages?where[path][near]=1,2,3', allowed: [400] },
  { name: 'object where one value belongs', path: '/api/pages?where[id][equals][a]=1', allowed: [400] },
  { name: 'negative page and limit', path: '/api/documents?page=-5&limit=-1', allowed: [400] },
  { name: 'e-mail verification on a collection without it', method: 'POST', path: '/api/users/verify/abc', allowed: [404] },
  { name: 'versions of a collection without them', method: 'POST', path: '/api/documents/versions/1', allowed: [404] },
  { name: 'image of a folder address', path: '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2F&w=640&q=75', allowed: [400] },
]

for (const [server, url] of [
  ['development', baseURL],
  ['production', productionURL],
] as const) {
  test(`bad requests get a short 4xx answer, never a server error (${server})`, async ({ playwright }) => {
    const api = await playwright.request.newContext({ baseURL: url })
    const failures: string[] = []
    for (const { name, method = 'GET', path: address, headers, body, allowed } of requests) {
      const response = await api.fetch(address, { method, headers, data: body, maxRedirects: 0, failOnStatusCode: false })
      const text = await response.text()
      if (!allowed.includes(response.status())) failures.push(`${name}: ${method} ${address} answered ${response.status()} ${text.slice(0, 200)}`)
      else if (response.status() >= 400 && name !== 'garbage Host header' && text.length > 2000) failures.push(`${name}: body of ${text.length} characters`)
    }
    await api.dispose()
    expect(failures).toEqual([])
  })
}
