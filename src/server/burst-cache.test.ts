import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { startRedis } from '../../scripts/cluster/redis.mjs'
import { createBurstCache, forgetOnRevalidationsElsewhere, forgetRecentPages, pageMemoryMs } from './burst-cache.mjs'
import { hashInlineScripts } from './inline-scripts.mjs'
import { closeSharedRedis, revalidationChannel } from './redis.mjs'

const PUBLISHED = 's-maxage=60, stale-while-revalidate=86400'

/** A server finished like the production one, whose page handler counts its calls and answers with `answer`. */
async function serve(answer: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  let clock = 0
  const cache = createBurstCache({ ttlMs: 1000, maxPages: 2, now: () => clock })
  const rendered: string[] = []
  const server = http.createServer((req, res) => {
    if (cache.answer(req, res)) return
    hashInlineScripts(res, { onPage: cache.remember })
    rendered.push(req.url ?? '')
    answer(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    rendered,
    advance: (ms: number) => void (clock += ms),
    close: () => {
      cache.close()
      return new Promise((resolve) => server.close(resolve))
    },
  }
}

let version = 1
const page = (cacheControl = PUBLISHED) => (req: http.IncomingMessage, res: http.ServerResponse) => {
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('content-security-policy', "script-src 'self'")
  res.setHeader('cache-control', cacheControl)
  res.setHeader('x-frame-options', 'SAMEORIGIN')
  res.setHeader('x-nextjs-cache', 'MISS')
  res.end(`<!doctype html><html><body><h1>${req.url} v${version}</h1><script>self.__next_f.push([1,"boot"])</script>${' '.repeat(2000)}</body></html>`)
}

beforeEach(() => {
  version = 1
})

describe('the burst cache', () => {
  it('sends a published page again from memory, with the same headers and bytes, for one second', async () => {
    const server = await serve(page())
    try {
      const first = await fetch(`${server.url}/pricing`, { headers: { 'accept-encoding': 'br' } })
      const firstBody = await first.arrayBuffer()
      version = 2
      const again = await fetch(`${server.url}/pricing`, { headers: { 'accept-encoding': 'br' } })
      expect(Buffer.from(await again.arrayBuffer())).toEqual(Buffer.from(firstBody))
      for (const name of ['content-security-policy', 'cache-control', 'x-frame-options', 'etag', 'content-encoding', 'vary'])
        expect(again.headers.get(name), name).toBe(first.headers.get(name))
      expect(first.headers.get('x-nextjs-cache')).toBe('MISS')
      expect(again.headers.get('x-nextjs-cache')).toBe('HIT')
      const plain = await (await fetch(`${server.url}/pricing`, { headers: { 'accept-encoding': 'identity' } })).text()
      expect(plain).toContain('/pricing v1')
      expect(server.rendered).toEqual(['/pricing'])

      server.advance(1000)
      expect(await (await fetch(`${server.url}/pricing`)).text()).toContain('/pricing v2')
      expect(server.rendered).toEqual(['/pricing', '/pricing'])
    } finally {
      await server.close()
    }
  })

  it('forgets every page when a revalidation happens', async () => {
    const server = await serve(page())
    try {
      await (await fetch(`${server.url}/faq`)).text()
      version = 2
      forgetRecentPages()
      expect(await (await fetch(`${server.url}/faq`)).text()).toContain('/faq v2')
      expect(server.rendered).toEqual(['/faq', '/faq'])
    } finally {
      await server.close()
    }
  })

  it('forgets every page when another instance announces a revalidation through Redis', async () => {
    const redis = await startRedis()
    const listening = forgetOnRevalidationsElsewhere(revalidationChannel(redis.url))
    const otherInstance = revalidationChannel(redis.url)
    const server = await serve(page())
    try {
      await (await fetch(`${server.url}/faq`)).text()
      version = 2
      expect(await (await fetch(`${server.url}/faq`)).text()).toContain('/faq v1')
      const deadline = Date.now() + 10_000
      // Announced again until this instance's subscription is ready and the page is rendered anew.
      while (!(await (await fetch(`${server.url}/faq`)).text()).includes('/faq v2')) {
        if (Date.now() > deadline) throw new Error('the announcement never arrived')
        await otherInstance.publish()
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(server.rendered).toEqual(['/faq', '/faq'])
    } finally {
      listening.close()
      closeSharedRedis()
      await server.close()
      await redis.stop()
    }
  })

  it('answers a request naming the page it holds with 304, and HEAD without a body', async () => {
    const server = await serve(page())
    try {
      const etag = (await fetch(`${server.url}/faq`)).headers.get('etag') ?? ''
      const unchanged = await fetch(`${server.url}/faq`, { headers: { 'if-none-match': etag } })
      expect(unchanged.status).toBe(304)
      expect(unchanged.headers.get('content-security-policy')).toBeNull()
      const head = await fetch(`${server.url}/faq`, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(await head.text()).toBe('')
      expect(server.rendered).toEqual(['/faq'])
    } finally {
      await server.close()
    }
  })

  it('leaves client navigation, queries, drafts and other methods to the site', async () => {
    const server = await serve(page())
    try {
      await fetch(`${server.url}/faq`)
      await fetch(`${server.url}/faq`, { headers: { rsc: '1' } })
      await fetch(`${server.url}/faq`, { headers: { 'next-router-prefetch': '1' } })
      await fetch(`${server.url}/faq?utm_source=mail`)
      await fetch(`${server.url}/faq`, { headers: { cookie: 'theme=dark; __prerender_bypass=abc' } })
      await fetch(`${server.url}/faq`, { method: 'POST' })
      expect(server.rendered).toEqual(['/faq', '/faq', '/faq', '/faq?utm_source=mail', '/faq', '/faq'])
    } finally {
      await server.close()
    }
  })

  it('remembers only published pages answered 200 or 404 that set no cookie', async () => {
    const privatePage = await serve(page('private, no-cache, no-store'))
    const failed = await serve((req, res) => {
      res.statusCode = 500
      page()(req, res)
    })
    const withCookie = await serve((req, res) => {
      res.setHeader('set-cookie', 'seen=1')
      page()(req, res)
    })
    try {
      for (const server of [privatePage, failed, withCookie]) {
        await fetch(`${server.url}/faq`)
        await fetch(`${server.url}/faq`)
        expect(server.rendered).toEqual(['/faq', '/faq'])
      }
    } finally {
      await Promise.all([privatePage.close(), failed.close(), withCookie.close()])
    }
  })

  it('sends a page without a section that failed to render as not to be stored, and never from memory', async () => {
    const incomplete = await serve((req, res) => {
      const end = res.end.bind(res)
      res.end = ((html: string) => end(html.replace('<body>', '<body><meta name="section-failed"/>'))) as typeof res.end
      page()(req, res)
    })
    try {
      const first = await fetch(`${incomplete.url}/faq`)
      expect(first.headers.get('cache-control')).toBe('private, no-store')
      expect(await first.text()).toContain('<meta name="section-failed"/>')
      await fetch(`${incomplete.url}/faq`)
      expect(incomplete.rendered).toEqual(['/faq', '/faq'])
    } finally {
      await incomplete.close()
    }
  })

  it('sends the 404 page of a missing address again from memory for one second, still as a 404', async () => {
    const missing = await serve((req, res) => {
      res.statusCode = 404
      page('public, max-age=0, s-maxage=60')(req, res)
    })
    try {
      const first = await fetch(`${missing.url}/no-such-page`)
      version = 2
      const again = await fetch(`${missing.url}/no-such-page`)
      expect([first.status, again.status]).toEqual([404, 404])
      expect(await again.text()).toBe(await first.text())
      expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
      // A draft-mode visit is never answered from memory.
      await fetch(`${missing.url}/no-such-page`, { headers: { cookie: '__prerender_bypass=abc' } })
      expect(missing.rendered).toEqual(['/no-such-page', '/no-such-page'])
      missing.advance(1000)
      expect(await (await fetch(`${missing.url}/no-such-page`)).text()).toContain('v2')
      expect(missing.rendered).toEqual(['/no-such-page', '/no-such-page', '/no-such-page'])
    } finally {
      await missing.close()
    }
  })

  it('keeps the pages remembered last, up to its limit', async () => {
    const server = await serve(page())
    try {
      for (const path of ['/a', '/b', '/c', '/a']) await fetch(`${server.url}${path}`)
      expect(server.rendered).toEqual(['/a', '/b', '/c', '/a'])
      await fetch(`${server.url}/c`)
      expect(server.rendered).toHaveLength(4)
    } finally {
      await server.close()
    }
  })
})

describe('PAGE_MEMORY_MS', () => {
  it('is a second by default, 0 turns the memory off, and anything else is refused by name', () => {
    expect(pageMemoryMs(undefined)).toBe(1000)
    expect(pageMemoryMs('0')).toBe(0)
    expect(pageMemoryMs('250')).toBe(250)
    for (const wrong of ['-1', '1.5', '9000', 'soon']) expect(() => pageMemoryMs(wrong)).toThrow(/^PAGE_MEMORY_MS must be a whole number/)
  })

  it('sends nothing from memory when it is 0', async () => {
    const cache = createBurstCache({ ttlMs: 0 })
    const server = http.createServer((req, res) => {
      if (cache.answer(req, res)) return
      hashInlineScripts(res, { onPage: cache.remember })
      page()(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/faq`
    try {
      expect((await fetch(url)).headers.get('x-nextjs-cache')).toBe('MISS')
      const again = await fetch(url)
      expect(again.headers.get('x-nextjs-cache')).toBe('MISS')
    } finally {
      cache.close()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})
