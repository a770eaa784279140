import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startRedis } from '../scripts/cluster/redis.mjs'
import PageCacheHandler, { FILTERED_PAGES, RENDER_WINDOW_MS, revalidateTagsNow } from './page-cache-handler.mjs'
import { whenForgetting } from './server/burst-cache.mjs'
import { closeSharedRedis, REDIS_KEY_PREFIX, revalidationChannel, sharedRedis } from './server/redis.mjs'

type Redis = Awaited<ReturnType<typeof startRedis>>
let redis: Redis
let distDir: string

beforeAll(async () => {
  redis = await startRedis()
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sel-page-cache-'))
  fs.mkdirSync(path.join(distDir, 'server'))
  fs.writeFileSync(path.join(distDir, 'BUILD_ID'), 'test-build')
})
afterAll(async () => {
  closeSharedRedis()
  await redis?.stop()
  fs.rmSync(distDir, { recursive: true, force: true })
})
afterEach(() => {
  delete process.env.REDIS_URL
})

/** A handler as Next makes one for each request (the options it passes that the handler reads). */
const handler = () => new PageCacheHandler({ serverDistDir: path.join(distDir, 'server'), maxMemoryCacheSize: 50 * 1024 * 1024 })
const page = (status: number) => ({ kind: 'APP_PAGE', html: `<p>${status}</p>`, rscData: Buffer.from('rsc'), headers: { 'x-next-cache-tags': 'page:/x' }, status, segmentData: new Map() })
const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: 120 } }

const waitFor = async (check: () => boolean | Promise<boolean>) => {
  const deadline = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The page cache on disk, and in Redis. */
const BOTH_CACHES = [
  ['on disk without REDIS_URL', false],
  ['in Redis with REDIS_URL', true],
] as const

/** Points the handler at Redis when `shared` (once it is connected); the key prefix of the test's entries. */
async function useCache(shared: boolean) {
  if (shared) {
    process.env.REDIS_URL = redis.url
    await waitFor(() => Boolean(sharedRedis()?.isReady))
  }
  return shared ? '/route-cache/shared' : '/route-cache/disk'
}

it.each(BOTH_CACHES)('keeps pages answered 200 only, %s', async (_, shared) => {
  const prefix = await useCache(shared)
  await handler().set(`${prefix}/missing`, page(404), context)
  await handler().set(`${prefix}/found`, page(200), context)
  expect(await handler().get(`${prefix}/missing`, context)).toBeNull()
  expect((await handler().get(`${prefix}/found`, context))?.value.html).toBe('<p>200</p>')
  const onDisk = fs.readdirSync(path.join(distDir, 'server', 'page-cache')).some((file) => fs.readFileSync(path.join(distDir, 'server', 'page-cache', file), 'utf8').includes(`${prefix}/found`))
  expect(onDisk).toBe(!shared)
  if (shared) expect(await sharedRedis()!.exists(`${REDIS_KEY_PREFIX}page-cache:test-build:${prefix}/found`)).toBe(1)
})

it.each(BOTH_CACHES)('never stores a page sent without a section that failed, and keeps the complete one it had, %s', async (_, shared) => {
  const prefix = await useCache(shared)
  const incomplete = { ...page(200), html: '<head><meta name="section-failed"/></head><p>Before</p>' }
  await handler().set(`${prefix}/new-incomplete`, incomplete, context)
  expect(await handler().get(`${prefix}/new-incomplete`, context)).toBeNull()
  await handler().set(`${prefix}/was-complete`, page(200), context)
  await handler().set(`${prefix}/was-complete`, incomplete, context)
  expect((await handler().get(`${prefix}/was-complete`, context))?.value.html).toBe('<p>200</p>')
})

it('announces a revalidation to the other instances, which forget their recently sent pages', async () => {
  process.env.REDIS_URL = redis.url
  await waitFor(() => Boolean(sharedRedis()?.isReady))
  // The other instance: its own subscription, whose announcements empty its burst cache.
  const elsewhere = revalidationChannel(redis.url)
  let forgotten = 0
  elsewhere.subscribe(() => void (forgotten += 1))
  // Subscribed: a test announcement arrives.
  await waitFor(async () => (await elsewhere.publish(), forgotten > 0))
  forgotten = 0
  await handler().revalidateTag(['page:/x'], { expire: 0 })
  await waitFor(() => forgotten > 0)
  elsewhere.close()
})

it.each(BOTH_CACHES)('applies a revalidation at once from inside the request that makes it, %s', async (_, shared) => {
  const prefix = await useCache(shared)
  await new Promise((resolve) => setTimeout(resolve, 2))
  await handler().set(`${prefix}/now`, page(200), context)
  expect(await handler().get(`${prefix}/now`, context)).not.toBeNull()
  let forgotten = 0
  whenForgetting(() => void (forgotten += 1))
  // Next's own revalidation of a route handler's tags comes only while its answer is sent: this one is done on return.
  await revalidateTagsNow(['page:/x'], { expire: 0 })
  expect(await handler().get(`${prefix}/now`, context)).toBeNull()
  expect(forgotten).toBeGreaterThan(0)
})

it.each([
  ['without REDIS_URL', false],
  ['with REDIS_URL', true],
])('keeps pages rendered for list filters in memory only, the ones used last, until a revalidation (%s)', async (_, shared) => {
  if (shared) {
    process.env.REDIS_URL = redis.url
    await waitFor(() => Boolean(sharedRedis()?.isReady))
  }
  const key = (n: number) => `/route-cache/APP_PAGE/0a1b/$/next/filtered/bpu/sets-${shared ? 'shared' : 'disk'}-${n}`
  // A page rendered in the millisecond of a revalidation (the previous test's) is not kept.
  await new Promise((resolve) => setTimeout(resolve, 2))
  await handler().set(key(0), page(200), context)
  await handler().set(key(1), page(200), context)
  expect((await handler().get(key(0), context))?.value.html).toBe('<p>200</p>')
  expect(fs.readdirSync(path.join(distDir, 'server', 'page-cache')).some((file) => fs.readFileSync(path.join(distDir, 'server', 'page-cache', file), 'utf8').includes('/next/filtered/'))).toBe(false)
  if (shared) expect(await sharedRedis()!.keys('*sets-shared*')).toEqual([])
  // Key 0 was used last: filling the memory drops key 1 first.
  for (let n = 2; n <= FILTERED_PAGES; n += 1) await handler().set(key(n), page(200), context)
  expect(await handler().get(key(1), context)).toBeNull()
  expect(await handler().get(key(0), context)).not.toBeNull()
  await handler().revalidateTag(['page:/x'], {})
  expect(await handler().get(key(0), context)).toBeNull()
})

it('refuses to share pages with REDIS_URL when the build has no id, rather than mixing releases', async () => {
  process.env.REDIS_URL = redis.url
  const incomplete = fs.mkdtempSync(path.join(os.tmpdir(), 'sel-page-cache-no-id-'))
  fs.mkdirSync(path.join(incomplete, 'server'))
  const shared = Symbol.for('sel-site.shared-page-cache')
  const kept = (globalThis as Record<symbol, unknown>)[shared]
  delete (globalThis as Record<symbol, unknown>)[shared]
  try {
    expect(() => new PageCacheHandler({ serverDistDir: path.join(incomplete, 'server') })).toThrow(
      /build id .*BUILD_ID\) is missing/,
    )
    // Positive control: with its id the same folder is served from Redis.
    fs.writeFileSync(path.join(incomplete, 'BUILD_ID'), 'complete-build')
    expect(new PageCacheHandler({ serverDistDir: path.join(incomplete, 'server') })).toBeTruthy()
  } finally {
    ;(globalThis as Record<symbol, unknown>)[shared] = kept
    fs.rmSync(incomplete, { recursive: true, force: true })
  }
})

describe.each(BOTH_CACHES)('a publish during a render, %s', (_, shared) => {
  const data = (text: string) => ({ kind: 'FETCH', data: { headers: {}, body: text, status: 200 }, revalidate: false })
  const read = { kind: 'FETCH', tags: ['published-routes'], softTags: [] }

  it('expires what a render that began before it stores: the next visitor gets the new content', async () => {
    const prefix = await useCache(shared)
    const key = `${prefix}/read-during-publish`
    expect(await handler().get(key, read)).toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler().revalidateTag(['published-routes'], { expire: 0 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler().set(key, data('before the publish'), read)
    expect(await handler().get(key, read)).toBeNull()
    // The render that began after the publish is kept.
    await handler().set(key, data('after the publish'), read)
    expect((await handler().get(key, read))?.value.data.body).toBe('after the publish')
  })

  it('dates an entry from the earliest render still running, whichever stores first', async () => {
    const prefix = await useCache(shared)
    const key = `${prefix}/two-renders`
    expect(await handler().get(key, read)).toBeNull() // render A begins
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler().revalidateTag(['published-routes'], { expire: 0 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(await handler().get(key, read)).toBeNull() // render B begins, after the publish
    await handler().set(key, data('B'), read)
    await handler().set(key, data('A, from before the publish'), read)
    expect(await handler().get(key, read)).toBeNull()
  })

  it('expires a page refreshed in the background when the publish lands during the refresh', async () => {
    const prefix = await useCache(shared)
    const key = `${prefix}/refreshed`
    const due = { ...context, cacheControl: { revalidate: 0.001, expire: 120 } }
    await handler().set(key, page(200), due)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(await handler().get(key, due)).not.toBeNull() // served while Next renders it again
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler().revalidateTag(['page:/x'], { expire: 0 })
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler().set(key, page(200), due)
    expect(await handler().get(key, due)).toBeNull()
  })
})

it('forgets a render that never stored its entry after a while, so later entries are dated as made', async () => {
  const key = '/route-cache/disk/abandoned'
  vi.useFakeTimers({ now: Date.now(), toFake: ['Date'] })
  try {
    const read = { kind: 'FETCH', tags: ['abandoned'], softTags: [] }
    expect(await handler().get(key, read)).toBeNull() // a render that fails and stores nothing
    vi.advanceTimersByTime(RENDER_WINDOW_MS + 1)
    await handler().revalidateTag(['abandoned'], { expire: 0 })
    vi.advanceTimersByTime(1)
    expect(await handler().get(key, read)).toBeNull()
    await handler().set(key, { kind: 'FETCH', data: { headers: {}, body: 'new', status: 200 }, revalidate: false }, read)
    expect((await handler().get(key, read))?.value.data.body).toBe('new')
  } finally {
    vi.useRealTimers()
  }
})

it('does not keep a filtered page whose render began before the filtered pages were forgotten', async () => {
  const key = '/route-cache/APP_PAGE/0a1b/$/next/filtered/bpu/sets-raced'
  expect(await handler().get(key, context)).toBeNull()
  await new Promise((resolve) => setTimeout(resolve, 5))
  await handler().revalidateTag(['page:/x'], { expire: 0 })
  await new Promise((resolve) => setTimeout(resolve, 5))
  await handler().set(key, page(200), context)
  expect(await handler().get(key, context)).toBeNull()
  await handler().set(key, page(200), context)
  expect(await handler().get(key, context)).not.toBeNull()
})
