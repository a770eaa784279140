import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createLocalPageCache } from './local-page-cache.mjs'

type Record = Map<string, { stale?: number; expired?: number }>

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sel-local-page-cache-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const page = (html: string, tags = '_N_T_/layout,_N_T_/about,page:/about') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from([0, 1, 2, 255]),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
})
const pageContext = { kind: 'APP_PAGE', cacheControl: { revalidate: 60, expire: 86_460 } }

/** A process's cache: its own record of revalidated tags, its own log, its own clock. */
function start({ at = 1_000_000, maxMemoryBytes }: { at?: number; maxMemoryBytes?: number } = {}) {
  const clock = { now: at }
  const logs: string[] = []
  const tags: Record = new Map()
  const cache = createLocalPageCache({ dir, tags, now: () => clock.now, log: (line: string) => logs.push(line), ...(maxMemoryBytes !== undefined ? { maxMemoryBytes } : {}) })
  return { cache, clock, logs, tags }
}

it('keeps pages across a restart of the same build, bytes and maps as they were', async () => {
  const first = start()
  await first.cache.set('/about', page('<p>About</p>'), pageContext, 999_000)
  const restarted = start()
  const entry = await restarted.cache.get('/about', pageContext)
  expect(entry?.value.html).toBe('<p>About</p>')
  expect(Buffer.from(entry?.value.rscData)).toEqual(Buffer.from([0, 1, 2, 255]))
  expect(entry?.value.segmentData.get('/_tree').toString()).toBe('tree')
  expect(entry?.lastModified).toBe(999_000)
  expect(entry?.cacheControl).toEqual(pageContext.cacheControl)
})

it('keeps a page expired by a publish expired after a restart', async () => {
  const first = start()
  await first.cache.set('/about', page('<p>Old</p>'), pageContext)
  first.clock.now += 10
  await first.cache.revalidateTag(['page:/about'], { expire: 0 })
  expect(await first.cache.get('/about', pageContext)).toBeNull()
  const restarted = start({ at: first.clock.now + 10 })
  expect(await restarted.cache.get('/about', pageContext)).toBeNull()
  // Another page, of another tag, is served.
  await restarted.cache.set('/faq', page('<p>FAQ</p>', '_N_T_/faq'), pageContext)
  expect((await start({ at: first.clock.now + 20 }).cache.get('/faq', pageContext))?.value.html).toBe('<p>FAQ</p>')
})

it('expires data reads by the tags the read names, and honours a later expiry', async () => {
  const { cache, clock } = start()
  const read = { kind: 'FETCH', tags: ['published-routes'], softTags: ['_N_T_/layout'] }
  await cache.set('routes', { kind: 'FETCH', data: { body: 'list' }, revalidate: false }, read)
  clock.now += 10
  await cache.revalidateTag('published-routes', { expire: 60 })
  expect((await cache.get('routes', read))?.value.data.body).toBe('list')
  clock.now += 60_000
  expect(await cache.get('routes', read)).toBeNull()
  await cache.set('routes', { kind: 'FETCH', data: { body: 'new list' }, revalidate: false }, read)
  expect((await cache.get('routes', read))?.value.data.body).toBe('new list')
})

it('keeps in memory only the pages used last, within its size, and reads the others from disk', async () => {
  const { cache } = start({ maxMemoryBytes: 2_000 })
  for (const name of ['a', 'b', 'c']) await cache.set(`/${name}`, page(`<p>${name}</p>`), pageContext)
  expect(cache.memoryBytes).toBeGreaterThan(0)
  expect(cache.memoryBytes).toBeLessThanOrEqual(2_000)
  for (const name of ['a', 'b', 'c']) expect((await cache.get(`/${name}`, pageContext))?.value.html).toBe(`<p>${name}</p>`)
})

it('without a folder (while building) keeps entries in memory only', async () => {
  const cache = createLocalPageCache({ tags: new Map() })
  await cache.set('/about', page('<p>About</p>'), pageContext)
  expect((await cache.get('/about', pageContext))?.value.html).toBe('<p>About</p>')
  expect(fs.readdirSync(dir)).toEqual([])
})

it('renders pages when the disk cannot be written, saying so once, and recovers', async () => {
  const { cache, logs } = start({ maxMemoryBytes: 0 })
  fs.chmodSync(dir, 0o500)
  const root = process.getuid?.() === 0
  try {
    if (root) fs.rmSync(dir, { recursive: true, force: true }) // root writes anywhere: a missing folder fails alike
    await cache.set('/a', page('<p>a</p>'), pageContext)
    await cache.set('/b', page('<p>b</p>'), pageContext)
    expect(await cache.get('/a', pageContext)).toBeNull()
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/cannot write to .* pages are rendered and not kept on disk until it works/)
  } finally {
    if (!root) fs.chmodSync(dir, 0o700)
    fs.mkdirSync(dir, { recursive: true })
  }
  await cache.set('/a', page('<p>a</p>'), pageContext)
  expect((await cache.get('/a', pageContext))?.value.html).toBe('<p>a</p>')
  expect(logs[1]).toMatch(/works again/)
})

it('ignores a file that is not an entry of its key', async () => {
  const { cache } = start()
  await cache.set('/about', page('<p>About</p>'), pageContext)
  for (const file of fs.readdirSync(dir)) if (file.endsWith('.json') && !file.startsWith('tag-')) fs.writeFileSync(path.join(dir, file), '{"key":"/other","entry":{}}')
  expect(await start().cache.get('/about', pageContext)).toBeNull()
  for (const file of fs.readdirSync(dir)) if (!file.startsWith('tag-')) fs.writeFileSync(path.join(dir, file), 'not json')
  expect(await start().cache.get('/about', pageContext)).toBeNull()
})
