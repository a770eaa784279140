// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { limitCachingOfMisses, MISS_CACHE_CONTROL } from './cache-headers.mjs'

const PAGE = 's-maxage=60, stale-while-revalidate=86340'

async function cacheControl(handler: http.RequestListener) {
  const server = http.createServer((req, res) => (limitCachingOfMisses(res), handler(req, res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { redirect: 'manual' })
    return response.headers.get('cache-control')
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

it('lets a CDN keep a missing page or a redirect for a minute, never stale for a day', async () => {
  expect(await cacheControl((_req, res) => ((res.statusCode = 404), res.setHeader('cache-control', PAGE), res.end('')))).toBe(MISS_CACHE_CONTROL)
  expect(await cacheControl((_req, res) => res.writeHead(308, { location: '/pricing', 'Cache-Control': PAGE }).end())).toBe(MISS_CACHE_CONTROL)
  expect(await cacheControl((_req, res) => res.writeHead(307, 'Temporary Redirect', { location: '/webinars', 'cache-control': PAGE }).end())).toBe(MISS_CACHE_CONTROL)
})

it('leaves pages and answers that are not shared-cacheable alone', async () => {
  expect(await cacheControl((_req, res) => (res.setHeader('cache-control', PAGE), res.end('')))).toBe(PAGE)
  expect(await cacheControl((_req, res) => res.writeHead(404, { 'cache-control': 'private, no-cache, no-store' }).end())).toBe('private, no-cache, no-store')
})
