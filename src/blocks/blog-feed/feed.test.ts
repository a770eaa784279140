import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadFeed, selectPosts, type FeedPost } from './feed'

const rss = (items: string) => `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Heartwise blog</title><link>https://blog.example.org</link>${items}</channel></rss>`

const item = ({ title, link = `https://blog.example.org/${title.toLowerCase().replace(/\W+/g, '-')}/`, date, categories = [] }: { title: string; link?: string; date?: string; categories?: string[] }) =>
  `<item><title>${title}</title><link>${link}</link>${date ? `<pubDate>${date}</pubDate>` : ''}${categories.map((c) => `<category>${c}</category>`).join('')}</item>`

const FEED = rss(
  [
    item({ title: 'Calm corners that work', date: 'Tue, 10 Mar 2026 14:00:00 GMT', categories: ['Classroom-Tips', 'Early-Learning'] }),
    item({ title: 'Advisory lessons for ninth grade', date: 'Mon, 20 Apr 2026 09:30:00 -0400', categories: ['High-School', 'Classroom-Tips'] }),
    item({ title: 'No date here', categories: ['Classroom-Tips'] }),
    item({ title: 'Teacher well-being &amp; burnout', date: 'Fri, 02 Jan 2026 08:00:00 +0000', categories: ['Educator-Well-Being'] }),
    item({ title: 'Research roundup', date: 'Wed, 15 Apr 2026 12:00:00 GMT', categories: ['<![CDATA[SEL Research]]>', 'high-school'] }),
    item({ title: 'A script link', link: 'javascript:alert(1)', date: 'Thu, 30 Apr 2026 12:00:00 GMT' }),
    item({ title: 'Family nights', date: 'Sat, 07 Feb 2026 18:00:00 GMT', categories: ['Family Engagement'] }),
  ].join(''),
)

const SINGLE = rss(item({ title: 'The only post', date: 'Tue, 10 Mar 2026 14:00:00 GMT', categories: ['Grade-K'] }))

const ENTITY_ATTACK = `<?xml version="1.0"?>
<!DOCTYPE rss [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
<rss version="2.0"><channel><item><title>&lol2;</title><link>https://blog.example.org/x/</link></item></channel></rss>`

/** Answers for the feed addresses the tests read; `never` accepts the request and never answers. */
const routes: Record<string, (response: http.ServerResponse) => void> = {
  '/feed': (response) => response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(FEED),
  '/single': (response) => response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(SINGLE),
  '/error': (response) => response.writeHead(500).end('Internal Server Error'),
  '/missing': (response) => response.writeHead(404).end('Not Found'),
  '/never': () => undefined,
  '/malformed': (response) => response.writeHead(200).end('<rss><channel><item><title>Broken</channel></rss>'),
  '/not-rss': (response) => response.writeHead(200).end('<html><body>A page, not a feed</body></html>'),
  '/entities': (response) => response.writeHead(200).end(ENTITY_ATTACK),
  // No Content-Length: the reader has to count as it reads.
  '/huge': (response) => {
    response.writeHead(200, { 'content-type': 'application/rss+xml' })
    response.write(`<?xml version="1.0"?><rss version="2.0"><channel>`)
    for (let i = 0; i < 200; i++) response.write(item({ title: `Post ${i} ${'x'.repeat(1000)}` }))
    response.end('</channel></rss>')
  },
  '/huge-declared': (response) => response.writeHead(200, { 'content-length': String(FEED.length) }).end(FEED),
}

let server: http.Server
let base = ''
beforeAll(async () => {
  server = http.createServer((request, response) => (routes[request.url ?? ''] ?? routes['/missing'])(response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

async function read(path: string, options: { timeoutMs?: number; maxBytes?: number } = {}) {
  const warnings: string[] = []
  const posts = await loadFeed(`${base}${path}`, { ...options, warn: (message) => warnings.push(message) })
  return { posts, warnings }
}

const titles = (posts: FeedPost[] | null) => posts?.map((post) => post.title)

describe('reading a feed', () => {
  it('reads every post with a web address, newest first, undated last, entities decoded, categories with spaces', async () => {
    const { posts, warnings } = await read('/feed')
    expect(warnings).toEqual([])
    expect(titles(posts)).toEqual([
      'Advisory lessons for ninth grade',
      'Research roundup',
      'Calm corners that work',
      'Family nights',
      'Teacher well-being & burnout',
      'No date here',
    ])
    expect(posts![0]).toEqual({
      title: 'Advisory lessons for ninth grade',
      link: 'https://blog.example.org/advisory-lessons-for-ninth-grade/',
      published: '2026-04-20T13:30:00.000Z',
      categories: ['High School', 'Classroom Tips'],
    })
    expect(posts![1].categories).toEqual(['SEL Research', 'high school'])
    expect(posts![3].categories).toEqual(['Family Engagement'])
    expect(posts![5].published).toBeNull()
  })

  it('reads a feed of one post with one category', async () => {
    const { posts, warnings } = await read('/single')
    expect(warnings).toEqual([])
    expect(posts).toEqual([{ title: 'The only post', link: 'https://blog.example.org/the-only-post/', published: '2026-03-10T14:00:00.000Z', categories: ['Grade K'] }])
  })
})

describe('choosing what a list shows', () => {
  it('shows three posts by default, or as many as asked', async () => {
    const { posts } = await read('/feed')
    expect(selectPosts(posts!, {})).toHaveLength(3)
    expect(titles(selectPosts(posts!, { maxItems: 2 }))).toEqual(['Advisory lessons for ninth grade', 'Research roundup'])
    expect(selectPosts(posts!, { maxItems: 20 })).toHaveLength(6)
  })

  it('keeps only posts in every chosen category, hyphens counting as spaces, whatever the case; All keeps every post', async () => {
    const { posts } = await read('/feed')
    expect(titles(selectPosts(posts!, { categories: ['Classroom-Tips'], maxItems: 10 }))).toEqual([
      'Advisory lessons for ninth grade',
      'Calm corners that work',
      'No date here',
    ])
    expect(titles(selectPosts(posts!, { categories: ['classroom tips', 'High-School'] }))).toEqual(['Advisory lessons for ninth grade'])
    expect(titles(selectPosts(posts!, { categories: ['High School'] }))).toEqual(['Advisory lessons for ninth grade', 'Research roundup'])
    expect(selectPosts(posts!, { categories: ['High-School', 'Early-Learning'] })).toEqual([])
    expect(selectPosts(posts!, { categories: ['All'] })).toHaveLength(3)
    expect(selectPosts(posts!, { categories: [] })).toHaveLength(3)
  })
})

describe('a feed that cannot be read gives no posts and one warning in the server log', () => {
  const cases: [string, string, { timeoutMs?: number; maxBytes?: number }, RegExp][] = [
    ['a server error', '/error', {}, /HTTP 500/],
    ['a missing feed', '/missing', {}, /HTTP 404/],
    ['a feed that never answers', '/never', { timeoutMs: 200 }, /did not answer within 200 ms/],
    ['malformed XML', '/malformed', {}, /not well-formed XML/],
    ['a page that is not RSS', '/not-rss', {}, /not RSS/],
    ['an oversized body', '/huge', { maxBytes: 64 * 1024 }, /larger than 65536 bytes/],
    ['a body declared oversized', '/huge-declared', { maxBytes: 1000 }, /larger than 1000 bytes/],
    ['a DOCTYPE with entities', '/entities', {}, /DOCTYPE/],
  ]
  for (const [what, path, options, reason] of cases) {
    it(what, async () => {
      const started = Date.now()
      const { posts, warnings } = await read(path, options)
      expect(posts).toBeNull()
      expect(warnings).toHaveLength(1)
      expect(warnings[0]).toContain(`${base}${path}`)
      expect(warnings[0]).toMatch(reason)
      expect(warnings[0]).not.toContain('lol')
      expect(Date.now() - started).toBeLessThan(2000)
    })
  }
})
