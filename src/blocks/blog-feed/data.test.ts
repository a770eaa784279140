import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import type { BlogFeedBlock } from '@/payload-types'

const mocked = vi.hoisted(() => ({ env: { BLOG_FEED_URL: '' }, blogUrl: 'https://blog.heartwiselearning.org' as string | null, warnings: [] as string[] }))
vi.mock('@/server/env.server', () => ({ env: mocked.env }))
vi.mock('@/server/content', () => ({
  getSiteGlobals: async () => ({ settings: { blogUrl: mocked.blogUrl } }),
  payloadClient: async () => ({ logger: { warn: (message: string) => mocked.warnings.push(message) } }),
}))

// The demo feed the site serves, from a local server; any other address answers 404.
const demoFeed = fs.readFileSync(new URL('../../../public/demo/blog-feed.xml', import.meta.url), 'utf8')
let server: http.Server
let base = ''
beforeAll(async () => {
  server = http.createServer((request, response) =>
    request.url === '/demo/blog-feed.xml' ? response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(demoFeed) : response.writeHead(404).end(),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

beforeEach(() => {
  vi.resetModules()
  mocked.env.BLOG_FEED_URL = `${base}/demo/blog-feed.xml`
  mocked.blogUrl = 'https://blog.heartwiselearning.org'
  mocked.warnings.length = 0
})

const block = (fields: Partial<BlogFeedBlock> = {}) => ({ maxItems: 3, ...fields })
const read = async (fields?: Partial<BlogFeedBlock>) => (await import('./data')).getBlogFeed(block(fields))
const settled = () => new Promise((resolve) => setTimeout(resolve, 10))

it('shows the newest posts of the demo feed, with View All to the blog', async () => {
  const feed = await read()
  expect(feed.posts.map((post) => post.title)).toEqual([
    'Educator Well-Being: Small Habits That Prevent Burnout',
    'Talking With Teens About Stress & Sleep',
    'Advisory Periods That Build Belonging in High School',
  ])
  expect(feed.feedUrl).toBe(`${base}/demo/blog-feed.xml`)
  expect(feed.viewAllUrl).toBe('https://blog.heartwiselearning.org')
  expect(mocked.warnings).toEqual([])
})

it('sends View All to the blog page of the chosen categories, or where the editor says', async () => {
  const filtered = await read({ categories: ['Schoolwide-Practices', 'Educator-Well-Being'] })
  expect(filtered.posts.map((post) => post.title)).toEqual(['Educator Well-Being: Small Habits That Prevent Burnout', 'Staff Check-Ins That Take Two Minutes'])
  expect(filtered.viewAllUrl).toBe('https://blog.heartwiselearning.org/category/schoolwide-practices+educator-well-being')
  expect((await read({ categories: ['All'] })).viewAllUrl).toBe('https://blog.heartwiselearning.org')
  expect((await read({ viewAllUrl: '/family-supports' })).viewAllUrl).toBe('/family-supports')
  mocked.blogUrl = null
  expect((await read()).viewAllUrl).toBeNull()
})

it('a feed path that fails leaves no posts and no View More, and one warning in the server log', async () => {
  const feed = await read({ feedPath: '/demo/no-such-feed.xml' })
  expect(feed).toEqual({ posts: [], feedUrl: null, viewAllUrl: 'https://blog.heartwiselearning.org' })
  await settled()
  expect(mocked.warnings).toEqual([`Blog feed ${base}/demo/no-such-feed.xml could not be read: the feed answered HTTP 404`])
  // Within the minute the failure is remembered: no new read, no new warning.
  await read({ feedPath: '/demo/no-such-feed.xml' })
  await settled()
  expect(mocked.warnings).toHaveLength(1)
})

it('without a configured feed reads nothing and says so once in the server log', async () => {
  mocked.env.BLOG_FEED_URL = ''
  expect(await read()).toEqual({ posts: [], feedUrl: null, viewAllUrl: 'https://blog.heartwiselearning.org' })
  await read()
  await settled()
  expect(mocked.warnings).toEqual(['BLOG_FEED_URL is not set: blog feed lists show only their View All link'])
})
