/**
 * Next's own file-system page cache, except that only pages answered 200 are kept: a missing page (404) or any
 * other status is rendered for each request and never stored, so requests for made-up addresses cannot fill the
 * cache folder. A revalidation (a publish, a tag or a path) also empties the production server's one-second memory
 * of recently sent pages (src/server/burst-cache.mjs).
 */
import { createRequire } from 'node:module'

import { forgetRecentPages } from './server/burst-cache.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

export default class PageCacheHandler extends FileSystemCache {
  async set(key, data, ctx) {
    if (data && data.kind === 'APP_PAGE' && typeof data.status === 'number' && data.status !== 200) return
    return super.set(key, data, ctx)
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    forgetRecentPages()
  }
}
