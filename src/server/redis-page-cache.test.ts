import { startRedis } from '../../scripts/cluster/redis.mjs'
import { createRedisPageCache, deserialize, serialize } from './redis-page-cache.mjs'
import { createRedisConnection } from './redis.mjs'

type Redis = Awaited<ReturnType<typeof startRedis>>
type Client = ReturnType<typeof createRedisConnection>
type Manifest = Map<string, { stale?: number; expired?: number }>

/** The key every instance of the test deployment signs with. */
const signingKey = Buffer.alloc(32, 7) as Buffer<ArrayBuffer>

let redis: Redis
const clients: Client[] = []

beforeAll(async () => {
  redis = await startRedis({ keepData: true })
})
afterAll(async () => {
  for (const client of clients) client.destroy()
  await redis?.stop()
})

const waitFor = async (check: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** One server's cache: its own connection, its own record of revalidated tags, its own log. */
async function server(name: string, { prefix, key = signingKey }: { prefix?: string; key?: typeof signingKey } = {}) {
  const client = createRedisConnection(redis.url, { log: () => {} })
  clients.push(client)
  await waitFor(() => client.isReady)
  const tagsManifest: Manifest = new Map()
  const logs: string[] = []
  const announced: number[] = []
  const cache = createRedisPageCache({
    client,
    buildId: `build-${process.pid}`,
    tagsManifest,
    log: (line: string) => logs.push(line),
    onRevalidated: () => void announced.push(1),
    signingKey: key,
    ...(prefix ? { prefix } : {}),
  })
  return { name, client, cache, tagsManifest, logs, announced }
}

const page = (html: string, tags = '_N_T_/layout,_N_T_/about,page:/about') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from([0, 1, 2, 255, 254]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')], ['/_full', Buffer.from([9, 8, 7])]]),
})
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: 86_460 } }
let keys = 0
const newKey = () => `/route-cache/app/about-${++keys}`

it('keeps Buffers, Maps and strings as they were', () => {
  const entry = { value: page('<p>é</p>'), lastModified: 5, cacheControl: { revalidate: 60 } }
  const back = deserialize(serialize(entry))
  expect(back).toEqual(entry)
  expect(Buffer.isBuffer(back.value.rscData)).toBe(true)
  expect(back.value.segmentData).toBeInstanceOf(Map)
  expect(back.value.segmentData.get('/_full')).toEqual(Buffer.from([9, 8, 7]))
})

it('shares an entry between two servers, Buffers and Maps included', async () => {
  const a = await server('a')
  const b = await server('b')
  const key = newKey()
  expect(await b.cache.get(key, pageContext)).toBeNull()
  await a.cache.set(key, page('<p>About us</p>'), pageContext)
  const entry = await b.cache.get(key, pageContext)
  expect(entry.value.html).toBe('<p>About us</p>')
  expect(entry.value.rscData).toEqual(Buffer.from([0, 1, 2, 255, 254]))
  expect(entry.value.segmentData.get('/_tree')).toEqual(Buffer.from('tree'))
  expect(entry.cacheControl).toEqual({ revalidate: 60, expire: 86_460 })
  // The page expires from Redis with its own expiry.
  expect(await a.client.ttl(a.cache.entryKey(key))).toBeGreaterThan(86_000)
})

it('expires an entry on every server when one of them revalidates its tag', async () => {
  const a = await server('a')
  const b = await server('b')
  const about = newKey()
  const other = newKey()
  await b.cache.set(about, page('<p>Old</p>'), pageContext)
  await b.cache.set(other, page('<p>Contact</p>', '_N_T_/layout,page:/contact'), pageContext)
  expect(await b.cache.get(about, pageContext)).not.toBeNull()
  await new Promise((resolve) => setTimeout(resolve, 2))
  await a.cache.revalidateTag(['page:/about'], { expire: 0 })
  expect(a.announced).toHaveLength(1)
  expect(await b.cache.get(about, pageContext)).toBeNull()
  // B's own record now holds the revalidation, which Next's incremental cache reads too.
  expect(b.tagsManifest.get('page:/about')?.expired).toBeGreaterThan(0)
  expect((await b.cache.get(other, pageContext))?.value.html).toBe('<p>Contact</p>')
  // A page rendered after the revalidation is fresh.
  await b.cache.set(about, page('<p>New</p>'), pageContext)
  expect((await a.cache.get(about, pageContext))?.value.html).toBe('<p>New</p>')
})

it('expires data reads by their tags too', async () => {
  const a = await server('a')
  const b = await server('b')
  const key = `fetch-${++keys}`
  const read = { kind: 'FETCH', data: { headers: {}, body: '{"title":"Hello"}', status: 200, url: '' }, revalidate: false }
  const context = { kind: 'FETCH', fetchCache: true, tags: ['collection:posts'], softTags: [] }
  await a.cache.set(key, read, context)
  expect((await b.cache.get(key, context))?.value.data.body).toBe('{"title":"Hello"}')
  await new Promise((resolve) => setTimeout(resolve, 2))
  await b.cache.revalidateTag('collection:posts', { expire: 0 })
  expect(await a.cache.get(key, context)).toBeNull()
})

it('answers a miss at once while Redis is down, skips writes, and applies a revalidation made meanwhile once it is back', async () => {
  const a = await server('a')
  const b = await server('b')
  const key = newKey()
  await a.cache.set(key, page('<p>Before</p>'), pageContext)
  await redis.stop()
  await waitFor(() => !a.client.isReady && !b.client.isReady)

  const started = Date.now()
  expect(await b.cache.get(key, pageContext)).toBeNull()
  await expect(a.cache.set(newKey(), page('<p>During</p>'), pageContext)).resolves.toBeUndefined()
  await a.cache.revalidateTag(['page:/about'], { expire: 0 })
  expect(Date.now() - started).toBeLessThan(1000)
  expect(a.cache.pendingTags).toEqual(['page:/about'])
  expect(a.logs).toHaveLength(1)
  expect(b.logs).toHaveLength(1)
  await b.cache.get(key, pageContext)
  expect(b.logs).toHaveLength(1)

  await redis.restart()
  await waitFor(() => a.cache.pendingTags.length === 0)
  expect(a.announced).toHaveLength(1)
  await waitFor(() => b.client.isReady)
  // The entry written before the outage is still in Redis, but older than the revalidation.
  expect(await b.client.exists(b.cache.entryKey(key))).toBe(1)
  expect(await b.cache.get(key, pageContext)).toBeNull()
  expect(b.logs.at(-1)).toMatch(/reachable again/)
  // Caching resumes by itself.
  const after = newKey()
  await b.cache.set(after, page('<p>After</p>'), pageContext)
  expect((await a.cache.get(after, pageContext))?.value.html).toBe('<p>After</p>')
}, 30_000)

it('keeps the newest revalidation of a tag when an older one arrives late', async () => {
  let clock = 1_000_000
  const a = await server('a')
  const late = createRedisPageCache({ client: a.client, buildId: 'late', tagsManifest: new Map(), log: () => {}, now: () => clock, signingKey })
  const reader = createRedisPageCache({ client: a.client, buildId: 'late', tagsManifest: new Map(), log: () => {}, now: () => clock, signingKey })
  clock = 2_000_000
  await late.revalidateTag('slow-tag', { expire: 0 })
  clock = 1_500_000
  await late.revalidateTag('slow-tag', { expire: 0 })
  clock = 1_900_000
  await reader.set('/k', page('x', 'slow-tag'), pageContext)
  clock = 2_100_000
  // Written at 1.9 M, before the newest revalidation (2 M): expired.
  expect(await reader.get('/k', pageContext)).toBeNull()
})

it('waits on a Redis that hangs only once, then leaves it alone and sends a kept revalidation when it answers again', async () => {
  const a = await server('a')
  const b = await server('b')
  const key = newKey()
  await a.cache.set(key, page('<p>Before</p>'), pageContext)
  redis.pause()
  try {
    let started = Date.now()
    expect(await b.cache.get(key, pageContext)).toBeNull()
    expect(Date.now() - started).toBeLessThan(2000)
    started = Date.now()
    expect(await b.cache.get(key, pageContext)).toBeNull()
    await a.cache.get(key, pageContext)
    await a.cache.revalidateTag(['page:/about'], { expire: 0 })
    expect(Date.now() - started).toBeLessThan(1500)
    expect(a.cache.pendingTags).toEqual(['page:/about'])
  } finally {
    redis.resume()
  }
  // Once the pause is over, the next read finds Redis again and sends what was kept.
  await waitFor(async () => (await a.cache.get(newKey(), pageContext), a.cache.pendingTags.length === 0))
  await waitFor(async () => (await b.cache.get(newKey(), pageContext), b.logs.at(-1)?.includes('reachable again') ?? false))
  expect(await b.cache.get(key, pageContext)).toBeNull()
}, 30_000)

it('serves no entry written into Redis by anything without the signing key, and says so once', async () => {
  const a = await server('a')
  const b = await server('b')
  const key = newKey()
  await a.cache.set(key, page('<p>About us</p>'), pageContext)
  // Positive control: an instance's own entry is served by the other.
  expect((await b.cache.get(key, pageContext))?.value.html).toBe('<p>About us</p>')

  const stored = (await a.client.get(a.cache.entryKey(key)))!
  const signature = stored.slice(0, stored.indexOf('.'))
  const body = stored.slice(stored.indexOf('.') + 1)
  const evil = body.replace('<p>About us</p>', '<script>alert(document.cookie)</script>')
  // The page changed under its old signature, with no signature, with one of another key.
  for (const forged of [`${signature}.${evil}`, evil, `${'0'.repeat(64)}.${evil}`]) {
    await a.client.set(a.cache.entryKey(key), forged)
    expect(await b.cache.get(key, pageContext)).toBeNull()
  }
  // A genuine entry copied to another page's key is not that page.
  const other = newKey()
  await a.client.set(a.cache.entryKey(other), stored)
  expect(await b.cache.get(other, pageContext)).toBeNull()
  expect(b.logs.filter((line) => line.includes('wrong or missing signature'))).toHaveLength(1)

  // An instance with another key (another deployment's secret) does not trust this one's entries either.
  const stranger = await server('stranger', { key: Buffer.alloc(32, 9) as typeof signingKey })
  await a.cache.set(key, page('<p>About us</p>'), pageContext)
  expect((await b.cache.get(key, pageContext))?.value.html).toBe('<p>About us</p>')
  expect(await stranger.cache.get(key, pageContext)).toBeNull()
})

it('treats an entry as a miss when the revalidation time of one of its tags was rewritten in Redis', async () => {
  const a = await server('a')
  const b = await server('b')
  const key = newKey()
  await a.cache.set(key, page('<p>Old</p>', 'page:/forged'), pageContext)
  await new Promise((resolve) => setTimeout(resolve, 2))
  await a.cache.revalidateTag('page:/forged', { expire: 0 })
  await a.cache.set(key, page('<p>New</p>', 'page:/forged'), pageContext)
  // Positive control: the signed revalidation is read and the fresh page served.
  expect((await b.cache.get(key, pageContext))?.value.html).toBe('<p>New</p>')
  const stored = JSON.parse((await a.client.hGet(a.cache.tagsKey, 'page:/forged'))!)
  // Moved back in time (which would make an old page look fresh), signature kept.
  await a.client.hSet(a.cache.tagsKey, 'page:/forged', JSON.stringify({ ...stored, at: 1, stale: 1, expired: 1 }))
  expect(await b.cache.get(key, pageContext)).toBeNull()
  expect(b.logs.some((line) => line.includes('wrong or missing signature'))).toBe(true)
  expect(b.tagsManifest.get('page:/forged')?.expired ?? 0).not.toBe(1)
})

it('keeps two deployments sharing one Redis apart: neither reads nor expires the other\'s pages', async () => {
  const staging = await server('staging', { prefix: 'sel-site:staging-example:' })
  const production = await server('production', { prefix: 'sel-site:production-example:' })
  const productionToo = await server('production b', { prefix: 'sel-site:production-example:' })
  const key = newKey()
  await staging.cache.set(key, page('<p>Draft</p>', 'page:/shared'), pageContext)
  expect(staging.cache.entryKey(key).startsWith('sel-site:staging-example:')).toBe(true)
  expect(await production.cache.get(key, pageContext)).toBeNull()
  await production.cache.set(key, page('<p>Live</p>', 'page:/shared'), pageContext)
  // Positive control: instances of one deployment share.
  expect((await productionToo.cache.get(key, pageContext))?.value.html).toBe('<p>Live</p>')
  await new Promise((resolve) => setTimeout(resolve, 2))
  await staging.cache.revalidateTag('page:/shared', { expire: 0 })
  expect((await productionToo.cache.get(key, pageContext))?.value.html).toBe('<p>Live</p>')
  expect((await staging.cache.get(key, pageContext))?.value.html ?? null).toBeNull()
})
