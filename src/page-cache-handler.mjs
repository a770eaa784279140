/**
 * Next's page cache, keeping only pages answered 200: a missing page (404) or any other status is rendered for each
 * request and never stored, so requests for made-up addresses cannot fill the cache. Nor is a page sent without a
 * section that failed to render (src/server/failed-sections.mjs): the complete version cached before, if any, stays
 * and is served, and the next request tries again. A revalidation (a publish, a
 * tag or a path) also empties the production server's one-second memory of recently sent pages
 * (src/server/burst-cache.mjs).
 *
 * Without REDIS_URL this is Next's own file-system cache. With REDIS_URL the entries and the revalidations live in
 * Redis, shared by every instance (src/server/redis-page-cache.mjs), and a revalidation is announced to the other
 * instances so they forget their recently sent pages too. The build always uses the file system.
 *
 * A page rendered for a set of list filters (src/app/(site)/next/filtered, one entry per page and set of filters:
 * millions of sets are possible) is kept in this process's memory only, the `FILTERED_PAGES` used last, never on
 * disk or in Redis, so requests for every combination cannot fill either; any revalidation, here or announced by
 * another instance, forgets them all.
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { forgetRecentPages, whenForgetting } from './server/burst-cache.mjs'
import { hasFailedSection } from './server/failed-sections.mjs'
import { createRedisPageCache } from './server/redis-page-cache.mjs'
import { revalidationChannel, sharedRedis } from './server/redis.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

const SHARED_CACHE = Symbol.for('sel-site.shared-page-cache')

/**
 * The process's one shared cache (Next makes a handler per request; what is kept through an outage must outlive
 * it), or null without REDIS_URL or while building.
 */
function sharedPageCache(serverDistDir) {
  if (process.env.NEXT_PHASE === 'phase-production-build') return null
  const client = sharedRedis()
  if (!client) return null
  if (!globalThis[SHARED_CACHE]) {
    const channel = revalidationChannel()
    globalThis[SHARED_CACHE] = createRedisPageCache({ client, buildId: buildIdOf(serverDistDir), onRevalidated: () => channel.publish() })
  }
  return globalThis[SHARED_CACHE]
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

/** The process's filtered pages, by key, the one used last at the end. */
function filteredPages() {
  if (!globalThis[FILTERED]) {
    const pages = new Map()
    whenForgetting(() => pages.clear())
    globalThis[FILTERED] = pages
  }
  return globalThis[FILTERED]
}

export default class PageCacheHandler extends FileSystemCache {
  constructor(ctx) {
    const shared = sharedPageCache(ctx.serverDistDir)
    // Instances must never disagree: with a shared cache nothing is kept in this process's memory.
    super(shared ? { ...ctx, maxMemoryCacheSize: 0 } : ctx)
    this.shared = shared
  }

  async get(key, ctx) {
    if (FILTERED_KEY.test(key)) {
      const pages = filteredPages()
      const entry = pages.get(key)
      if (!entry) return null
      pages.delete(key)
      pages.set(key, entry)
      return entry
    }
    return this.shared ? this.shared.get(key, ctx) : super.get(key, ctx)
  }

  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && ((typeof data.status === 'number' && data.status !== 200) || hasFailedSection(data.html))) return
    if (FILTERED_KEY.test(key)) {
      const pages = filteredPages()
      pages.delete(key)
      if (!data) return
      pages.set(key, { value: data, lastModified: Date.now(), cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl })
      if (pages.size > FILTERED_PAGES) pages.delete(pages.keys().next().value)
      return
    }
    return this.shared ? this.shared.set(key, data, ctx) : super.set(key, data, ctx)
  }

  async revalidateTag(tags, durations) {
    await (this.shared ? this.shared.revalidateTag(tags, durations) : super.revalidateTag(tags, durations))
    forgetRecentPages()
  }
}
