import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, it } from 'vitest'

import { BAD_ESCAPES, createRandom, hostileRequest, hostileRequests, KIND_NAMES, loopbackPort, parseSeed, sendRequest } from '../../scripts/hostile-requests.mjs'

const pages = ['/', '/pricing', '/webinars/on-demand-webinars', '/elementary-school-curriculum/classroom-kits']
const context = { pages, previewSecret: 'the-preview-secret' }
const all = (seed: number, count: number) => [...hostileRequests({ seed, count, ...context })]
const sample = all(20_261_123, 12_000)

it('builds the same requests from the same seed, and others from another seed', () => {
  expect(all(42, 300)).toEqual(all(42, 300))
  // Any request can be rebuilt alone from the seed and its number.
  expect(hostileRequest(42, 123, context)).toEqual(all(42, 300)[123])
  const other = all(43, 300)
  expect(all(42, 300).filter((request, i) => JSON.stringify(request) === JSON.stringify(other[i])).length).toBeLessThan(30)
  expect(createRandom(7).next()).toBe(createRandom(7).next())
  expect(parseSeed('12345')).toBe(12345)
  expect(parseSeed('a replay')).toBe(parseSeed('a replay'))
})

it('covers every kind of bad input, in turns', () => {
  expect(KIND_NAMES).toEqual(
    expect.arrayContaining([
      'bad percent-encoding',
      'case and space variants of pages',
      'very long path',
      'very long query string',
      'random missing address',
      'other methods on pages',
      'route handlers',
      'methods on the CMS API',
      'malformed bodies',
      'bad document ids',
      'bad CMS query values',
      'missing media files',
      'garbage Host headers',
      'open redirects through preview routes',
      'request targets',
      'JSON where operators',
      'huge and slow bodies',
      'image optimizer variants',
    ]),
  )
  const kinds = all(1, KIND_NAMES.length).map((request) => request.kind)
  expect(new Set(kinds)).toEqual(new Set(KIND_NAMES))
})

it('holds each kind of hostile input named in the acceptance checks', () => {
  const some = (test: (request: (typeof sample)[number]) => boolean) => sample.some(test)
  const text = (body: unknown) => (body ? Buffer.from(body as Buffer).toString('latin1') : '')
  expect(some((r) => BAD_ESCAPES.some((escape) => r.path.includes(`/${escape}`)))).toBe(true)
  expect(some((r) => r.path.startsWith('/%ff'))).toBe(true)
  expect(some((r) => r.path === '/PRICING')).toBe(true)
  expect(some((r) => r.path === '/%20pricing')).toBe(true)
  expect(some((r) => r.path.length > 8000 && !r.path.includes('?'))).toBe(true)
  expect(some((r) => r.path.includes('?') && r.path.length > 8000)).toBe(true)
  for (const method of ['TRACE', 'OPTIONS', 'PUT', 'DELETE', 'PATCH', 'FOO']) expect(some((r) => r.method === method && pages.includes(r.path)), method).toBe(true)
  for (const handler of ['/next/exit-preview', '/next/preview', '/next/revalidate', '/api/health', '/video-thumbnail/', '/files/']) {
    expect(some((r) => r.path.startsWith(handler) && r.method !== 'GET'), handler).toBe(true)
  }
  // The sign-in routes: who is signed in, signing out, a forged answer of the provider, forged return paths.
  for (const handler of ['/api/account/session', '/api/account/logout', '/api/account/callback', '/api/account/login']) expect(some((r) => r.path === handler), handler).toBe(true)
  expect(some((r) => r.path.startsWith('/api/account/callback?error='))).toBe(true)
  expect(some((r) => r.path.startsWith('/api/account/login?return=%2F%2Fevil'))).toBe(true)
  // The consent mail's links, with made-up tokens, read and posted.
  for (const handler of ['/api/leads/confirm?token=', '/api/leads/unsubscribe?token=']) {
    for (const method of ['GET', 'POST']) expect(some((r) => r.path.startsWith(handler) && r.method === method), `${method} ${handler}`).toBe(true)
  }
  for (const address of [...pages, '/admin', '/api/users/login', '/api/pages']) {
    expect(some((r) => r.path === address && /^multipart\//i.test(r.headers['content-type'] ?? '') && text(r.body).length > 0), `multipart to ${address}`).toBe(true)
    expect(some((r) => r.path === address && /json/.test(r.headers['content-type'] ?? '') && text(r.body).length > 0), `JSON to ${address}`).toBe(true)
  }
  expect(some((r) => /^\/api\/pages\/[a-z]+$/.test(r.path) && r.path !== '/api/pages/count')).toBe(true)
  expect(some((r) => /^\/api\/[a-z-]+\/-?\d{15,}$/.test(r.path))).toBe(true)
  for (const collection of ['pages', 'media']) {
    for (const parameter of ['where[', 'limit=', 'depth=', 'sort=']) expect(some((r) => r.path.startsWith(`/api/${collection}?`) && r.path.includes(parameter)), `${collection} ${parameter}`).toBe(true)
  }
  expect(some((r) => /^\/api\/media\/file\/\w+\.png$/.test(r.path))).toBe(true)
  expect(some((r) => r.host === 'évil..%%/\\')).toBe(true)
  expect(some((r) => r.host === null)).toBe(true)
  expect(some((r) => r.path === '*' && r.method === 'OPTIONS')).toBe(true)
  expect(some((r) => r.path.startsWith('http://evil.example/'))).toBe(true)
  for (const operator of ['near', 'within', 'intersects', 'all']) expect(some((r) => r.path.includes(encodeURIComponent(`{"${operator}":`))), operator).toBe(true)
  expect(some((r) => Number(r.headers['content-length']) >= 50 * 1024 * 1024)).toBe(true)
  expect(some((r) => typeof r.body === 'string' && r.body.length >= 5 * 1024 * 1024)).toBe(true)
  expect(some((r) => (r.slowBody ?? 0) > 0)).toBe(true)
  expect(some((r) => r.path.startsWith('/_next/image?url=') && decodeURIComponent(r.path).includes('&k='))).toBe(true)
  for (const target of ['\\evil.example', '//evil.example', 'https://evil.example']) {
    expect(some((r) => r.path.startsWith('/next/exit-preview?') && r.path.includes(`path=${encodeURIComponent(target)}`)), target).toBe(true)
    expect(some((r) => r.path.startsWith('/next/preview?secret=the-preview-secret&') && r.path.includes(`path=${encodeURIComponent(target)}`)), target).toBe(true)
  }
})

it('builds only requests node:http can send as they are, each aimed at a path of the server it is sent to', () => {
  for (const request of sample) {
    expect(Object.keys(request).every((key) => ['index', 'kind', 'method', 'path', 'headers', 'body', 'host', 'oversized', 'largeBody', 'slowBody', 'sameSiteRedirect'].includes(key))).toBe(true)
    // Request targets other than a path (`*`, absolute addresses) are hostile input of their own kind.
    expect(request.path).toMatch(request.kind === 'request targets' ? /^[\x21-\xff]+$/ : /^\/[\x21-\xff]*$/)
    expect(request.method).toMatch(/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/)
    for (const [name, value] of Object.entries(request.headers)) {
      expect(() => http.validateHeaderName(name)).not.toThrow()
      expect(() => http.validateHeaderValue(name, value as string)).not.toThrow()
    }
    const host: unknown = request.host
    if (typeof host === 'string') expect(() => http.validateHeaderValue('host', host)).not.toThrow()
  }
})

it('sends requests only to 127.0.0.1', () => {
  expect(loopbackPort('http://127.0.0.1:3000')).toBe(3000)
  for (const target of ['http://example.com:80', 'http://localhost:3000', 'https://127.0.0.1:3000', 'http://127.0.0.2:3000', 'http://[::1]:3000', 'http://127.0.0.1', 'http://user@127.0.0.1:3000', 'http://evil.example#@127.0.0.1:1']) {
    expect(() => loopbackPort(target), target).toThrow(/only to http:\/\/127\.0\.0\.1/)
    expect(() => sendRequest(target, sample[0]), target).toThrow(/only to http:\/\/127\.0\.0\.1/)
  }
})

it('sends the path, method and Host header exactly as built', async () => {
  const seen: { method?: string; url?: string; host?: string }[] = []
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, host: req.headers.host })
    res.end('ok')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const answer = await sendRequest(target, { method: 'PATCH', path: '/%ff/../a//b?%%=x', headers: {}, host: 'évil..%%/\\' })
    expect(answer.status).toBe(200)
    expect(seen[0]).toEqual({ method: 'PATCH', url: '/%ff/../a//b?%%=x', host: Buffer.from('évil..%%/\\', 'latin1').toString('latin1') })
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()))
  }
})
