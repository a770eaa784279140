/**
 * Next's page and data cache (the `cacheHandler` of next.config.ts, on Next's public handler interface: `get`, `set`,
 * `revalidateTag`, `resetRequestCache`), keeping only pages answered 200: a missing page (404) or any other status is
 * rendered for each request and never stored, so requests for made-up addresses cannot fill the cache. Nor is a page
 * sent without a section that failed to render (src/server/failed-sections.mjs): the complete version cached before,
 * if any, stays and is served, and the next request tries again. A revalidation (a publish, a tag or a path) also
 * empties the production server's one-second memory of recently sent pages (src/server/burst-cache.mjs).
 *
 * Without REDIS_URL entries live on this machine, in memory and in the build's folder
 * (src/server/local-page-cache.mjs). With REDIS_URL the entries and the revalidations live in Redis, shared by every
 * instance (src/server/redis-page-cache.mjs), and a revalidation is announced to the other instances so they forget
 * their recently sent pages too. The build keeps what it reads in memory only.
 *
 * An entry counts as made when its render began, not when it is stored: the handler notes when Next starts to render
 * a key (after a miss, or in the background after a hit past its refresh time) and dates the stored entry from the
 * earliest render of it still running. A
 * publish that lands during a render therefore expires what that render stores, which would otherwise look newer
 * than the publish and be served with the old content.
 *
 * A page rendered for a set of list filters (src/app/(site)/next/filtered, one entry per page and set of filters:
 * millions of sets are possible) is kept in this process's memory only, the `FILTERED_PAGES` used last, never on
 * disk or in Redis, so requests for every combination cannot fill either; any revalidation, here or announced by
 * another instance, forgets them all, and one whose render began before that is not kept.
 */
import fs from 'node:fs'
import path from 'node:path'

import { forgetRecentPages, whenForgetting } from './server/burst-cache.mjs'
import { hasFailedSection } from './server/failed-sections.mjs'
import { createLocalPageCache } from './server/local-page-cache.mjs'
import { entryOf } from './server/page-cache-entries.mjs'
import { createRedisPageCache } from './server/redis-page-cache.mjs'
import { revalidationChannel, sharedRedis } from './server/redis.mjs'

const SHARED_CACHE = Symbol.for('sel-site.shared-page-cache')
const LOCAL_CACHES = Symbol.for('sel-site.local-page-caches')
const BUILDING = () => process.env.NEXT_PHASE === 'phase-production-build'

/**
 * The process's one shared cache (Next makes a handler per request; what is kept through an outage must outlive
 * it), or null without REDIS_URL or while building.
 */
function sharedPageCache(serverDistDir) {
  if (BUILDING()) return null
  const client = sharedRedis()
  if (!client) return null
  if (!globalThis[SHARED_CACHE]) {
    const channel = revalidationChannel()
    globalThis[SHARED_CACHE] = createRedisPageCache({ client, buildId: buildIdOf(serverDistDir), onRevalidated: () => channel.publish() })
  }
  return globalThis[SHARED_CACHE]
}

/** The process's cache on this machine, one per build folder; in memory only while building. */
function localPageCache({ serverDistDir, maxMemoryCacheSize }) {
  const dir = BUILDING() || !serverDistDir ? null : path.join(serverDistDir, 'page-cache')
  const caches = (globalThis[LOCAL_CACHES] ??= new Map())
  if (!caches.has(dir)) caches.set(dir, createLocalPageCache({ dir, ...(typeof maxMemoryCacheSize === 'number' ? { maxMemoryBytes: maxMemoryCacheSize } : {}) }))
  return caches.get(dir)
}

/**
 * The build's id, which starts every shared entry's key: pages of one release are never served by another. Without
 * it (a build folder copied in part) the shared cache is refused rather than shared across releases; Next's
 * development server has no build id and keeps its entries apart under `development`.
 */
const buildIdOf = (serverDistDir) => {
  const file = path.join(serverDistDir, '..', 'BUILD_ID')
  try {
    const id = fs.readFileSync(file, 'utf8').trim()
    if (id) return id
  } catch (error) {
    if (error?.code !== 'ENOENT') throw error
  }
  if (process.env.NODE_ENV === 'development') return 'development'
  throw new Error(`The build id (${file}) is missing: the shared page cache keeps each release's pages apart by it. Serve a complete build.`)
}

const FILTERED_KEY = /\/next\/filtered\//
export const FILTERED_PAGES = 100
const FILTERED = Symbol.for('sel-site.filtered-pages')

/** The process's filtered pages, by key, the one used last at the end, and when they were last all forgotten. */
function filteredPages() {
  if (!globalThis[FILTERED]) {
    const pages = new Map()
    const filtered = { pages, forgottenAt: -Infinity }
    whenForgetting(() => {
      pages.clear()
      filtered.forgottenAt = Date.now()
    })
    globalThis[FILTERED] = filtered
  }
  return globalThis[FILTERED]
}

/** How long a noted miss waits for its render's entry; a render that never stores one (an error, a 404) is forgotten then. */
export const RENDER_WINDOW_MS = 60_000
/** At most this many keys being rendered are remembered (the one noted first goes first). */
const MAX_RENDERS = 10_000
const RENDERS = Symbol.for('sel-site.page-cache.renders')

/** Renders under way, by key: when the earliest began and how many have not stored their entry yet. */
const renders = () => (globalThis[RENDERS] ??= new Map())

/** Notes that `key` was missed at `at`: Next renders it now. */
export function noteRender(key, at = Date.now()) {
  const all = renders()
  const known = all.get(key)
  if (known && at - known.since < RENDER_WINDOW_MS) {
    known.running += 1
    return
  }
  all.delete(key)
  all.set(key, { since: at, running: 1 })
  if (all.size > MAX_RENDERS) all.delete(all.keys().next().value)
}

/**
 * When the render whose entry for `key` is being stored began: the earliest render of it still running (all those
 * running began no later), else `at`.
 */
export function renderStart(key, at = Date.now()) {
  const all = renders()
  const known = all.get(key)
  if (!known) return at
  known.running -= 1
  if (known.running <= 0 || at - known.since >= RENDER_WINDOW_MS) all.delete(key)
  return Math.min(known.since, at)
}

/** Whether Next refreshes `entry` (serving it meanwhile): its refresh time has passed. */
function isDue(entry, ctx) {
  const seconds = entry.value?.kind === 'FETCH' ? (ctx?.revalidate ?? entry.value.revalidate) : entry.cacheControl?.revalidate
  return typeof seconds === 'number' && entry.lastModified + seconds * 1000 <= Date.now()
}

/**
 * Applies a revalidation of `tags` in this process at once, inside the request that made it. Next applies the
 * revalidations a route handler asks for only while its answer is being sent, so a visitor's next request could
 * otherwise still get the page from before the change (from the one-second memory or this cache). Next's own
 * revalidation follows and changes nothing more.
 */
export async function revalidateTagsNow(tags, durations) {
  const stores = [globalThis[SHARED_CACHE], ...(globalThis[LOCAL_CACHES]?.values() ?? [])].filter(Boolean)
  await Promise.all(stores.map((store) => store.revalidateTag(tags, durations)))
  forgetRecentPages()
}

export default class PageCacheHandler {
  constructor(options = {}) {
    this.store = sharedPageCache(options.serverDistDir) ?? localPageCache(options)
  }

  async get(key, ctx) {
    const entry = FILTERED_KEY.test(key) ? this.getFiltered(key) : await this.store.get(key, ctx)
    // Next renders the key after a miss, and in the background after a hit past its refresh time.
    if (!entry || isDue(entry, ctx)) noteRender(key)
    return entry
  }

  async set(key, data, ctx) {
    const madeAt = renderStart(key)
    if (data && data.kind === 'APP_PAGE' && ((typeof data.status === 'number' && data.status !== 200) || hasFailedSection(data.html))) return
    if (FILTERED_KEY.test(key)) return this.setFiltered(key, data, ctx, madeAt)
    return this.store.set(key, data, ctx, madeAt)
  }

  async revalidateTag(tags, durations) {
    await this.store.revalidateTag(tags, durations)
    forgetRecentPages()
  }

  /** Nothing is kept per request. */
  resetRequestCache() {}

  getFiltered(key) {
    const { pages } = filteredPages()
    const entry = pages.get(key)
    if (!entry) return null
    pages.delete(key)
    pages.set(key, entry)
    return entry
  }

  setFiltered(key, data, ctx, madeAt) {
    const filtered = filteredPages()
    const { pages } = filtered
    pages.delete(key)
    if (!data || madeAt <= filtered.forgottenAt) return
    pages.set(key, entryOf(data, ctx, madeAt))
    if (pages.size > FILTERED_PAGES) pages.delete(pages.keys().next().value)
  }
}
