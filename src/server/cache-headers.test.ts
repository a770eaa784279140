import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { limitCachingOfMisses, MISS_CACHE_CONTROL, sharedCacheSeconds } from './cache-headers.mjs'

const PAGE = 's-maxage=60, stale-while-revalidate=86340'

async function cacheControl(handler: http.RequestListener, options?: { sharedSeconds: number }) {
  const server = http.createServer((req, res) => (limitCachingOfMisses(res, options), handler(req, res)))
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

it('lets a shared cache keep a published page for the configured time, still serving it stale while it fetches it again', async () => {
  expect(await cacheControl((_req, res) => (res.setHeader('cache-control', PAGE), res.end('')), { sharedSeconds: 5 })).toBe('s-maxage=5, stale-while-revalidate=86340')
  expect(await cacheControl((_req, res) => res.writeHead(200, { 'Cache-Control': PAGE }).end(), { sharedSeconds: 300 })).toBe('s-maxage=300, stale-while-revalidate=86340')
  expect(await cacheControl((_req, res) => res.writeHead(404, { 'cache-control': PAGE }).end(), { sharedSeconds: 5 })).toBe(MISS_CACHE_CONTROL)
})

it('reads the shared cache time from its setting, refusing nonsense with a message naming it', () => {
  expect(sharedCacheSeconds(undefined)).toBe(60)
  expect(sharedCacheSeconds('15')).toBe(15)
  for (const wrong of ['0', '-5', '1.5', 'soon', '90000']) expect(() => sharedCacheSeconds(wrong)).toThrow(/SHARED_CACHE_SECONDS/)
})
