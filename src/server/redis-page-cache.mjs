/**
 * Next's page and data cache kept in Redis, shared by every instance (src/page-cache-handler.mjs uses it when
 * REDIS_URL is set; docs/decisions/0003-shared-cache.md says why and how).
 *
 * - An entry is stored under its build (a new release never serves pages of the old one) as JSON in which Buffers
 *   and Maps keep their type, and expires from Redis with the page's own expiry (two weeks for data without one).
 * - When a tag was revalidated is kept in Redis too, newest revalidation winning. Reading an entry reads its tags'
 *   times into this process's record of revalidated tags, which Next consults, so a revalidation on one instance
 *   expires the entry for all, and an expired entry answers as a miss.
 * - Redis unreachable: a read is a miss (the page is rendered), a write is skipped, one log line per outage. A
 *   revalidation is applied in this process at once and kept until Redis takes it; it is sent when the connection
 *   is back, with its original time, so entries written before it expire as they should.
 */
import { createRequire } from 'node:module'

import { isReady, outageLog, REDIS_KEY_PREFIX, withDeadline } from './redis.mjs'

const require = createRequire(import.meta.url)

/** When each tag was last revalidated in this process: Next's own record, which its incremental cache reads. */
export const nextTagsManifest = () => require('next/dist/server/lib/incremental-cache/tags-manifest.external.js').tagsManifest

export const TAGS_KEY = `${REDIS_KEY_PREFIX}tag-revalidations`
const ENTRY_PREFIX = `${REDIS_KEY_PREFIX}page-cache:`
const CACHE_TAGS_HEADER = 'x-next-cache-tags'
const DEFAULT_TTL_SECONDS = 14 * 24 * 60 * 60
const TYPE = '__cacheType'

/** JSON in which Buffers (and other byte arrays) and Maps come back as they were. */
export function serialize(entry) {
  return JSON.stringify(entry, function replacer(key, value) {
    const original = this[key]
    if (ArrayBuffer.isView(original)) return { [TYPE]: 'Buffer', base64: Buffer.from(original.buffer, original.byteOffset, original.byteLength).toString('base64') }
    if (original instanceof Map) return { [TYPE]: 'Map', entries: [...original] }
    return value
  })
}

export function deserialize(text) {
  return JSON.parse(text, (key, value) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      if (value[TYPE] === 'Buffer') return Buffer.from(value.base64, 'base64')
      if (value[TYPE] === 'Map') return new Map(value.entries)
    }
    return value
  })
}

/**
 * Stores each tag's newest revalidation: a revalidation sent late (kept through an outage) never replaces a newer
 * one. A revalidation without its own expiry keeps the one before.
 */
const STORE_TAGS = `
for i = 1, #ARGV, 2 do
  local new = cjson.decode(ARGV[i + 1])
  local stored = redis.call('HGET', KEYS[1], ARGV[i])
  local old = stored and cjson.decode(stored) or nil
  if not old or old.at <= new.at then
    if new.expired == nil and old then new.expired = old.expired end
    redis.call('HSET', KEYS[1], ARGV[i], cjson.encode(new))
  end
end
return 1`

/** The tags an entry answers to: a page's from its headers, a data read's from the read itself. */
function tagsOf(entry, ctx) {
  const value = entry?.value
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = value?.headers?.[CACHE_TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

/**
 * The shared cache on `client` (a node-redis client) for the build `buildId`. `tagsManifest` is the process's record
 * of revalidated tags (Next's by default); `onRevalidated` is called once Redis holds a revalidation.
 */
export function createRedisPageCache({ client, buildId, tagsManifest = nextTagsManifest(), onRevalidated = () => {}, log = console.error, now = Date.now }) {
  /** Revalidations Redis has not taken yet, by tag. */
  const pending = new Map()
  const outage = outageLog('Shared page cache', { log, whileDown: 'pages are rendered and not stored, revalidations are kept' })
  const failed = (error) => outage.failed(error)
  const worked = () => outage.worked()
  const entryKey = (key) => `${ENTRY_PREFIX}${buildId}:${key}`

  const isExpired = (tags, lastModified) =>
    tags.some((tag) => {
      const expired = tagsManifest.get(tag)?.expired
      return typeof expired === 'number' && expired <= now() && expired > lastModified
    })

  /** Reads the tags' revalidation times from Redis into this process's record (its own unsent ones stay). */
  async function readTags(tags) {
    const stored = await withDeadline(client, () => client.hmGet(TAGS_KEY, tags))
    tags.forEach((tag, index) => {
      if (!stored[index] || pending.has(tag)) return
      const { stale, expired } = JSON.parse(stored[index])
      tagsManifest.set(tag, { stale, ...(typeof expired === 'number' ? { expired } : {}) })
    })
  }

  /** Sends the kept revalidations; they stay kept when Redis cannot take them. */
  async function sendPending() {
    if (!pending.size) return
    if (!isReady(client)) return failed()
    const sent = [...pending]
    try {
      const args = sent.flatMap(([tag, change]) => [tag, JSON.stringify(change)])
      await withDeadline(client, () => client.eval(STORE_TAGS, { keys: [TAGS_KEY], arguments: args }))
    } catch (error) {
      return failed(error)
    }
    for (const [tag, change] of sent) if (pending.get(tag) === change) pending.delete(tag)
    worked()
    await onRevalidated()
  }
  client.on?.('ready', () => void sendPending().catch(() => {}))

  return {
    async get(key, ctx) {
      if (!isReady(client)) {
        failed()
        return null
      }
      try {
        const text = await withDeadline(client, () => client.get(entryKey(key)))
        worked()
        // Revalidations kept through a Redis that hung (its connection never closed, so no reconnection sends them).
        if (pending.size) void sendPending().catch(() => {})
        if (!text) return null
        const entry = deserialize(text)
        const tags = tagsOf(entry, ctx)
        if (tags.length) await readTags(tags)
        return isExpired(tags, entry.lastModified) ? null : entry
      } catch (error) {
        failed(error)
        return null
      }
    },

    async set(key, data, ctx) {
      if (!data) return
      if (!isReady(client)) return failed()
      const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl
      const value = data.kind === 'FETCH' ? { ...data, tags: ctx?.tags ?? [] } : data
      const expire = cacheControl?.expire
      try {
        const text = serialize({ value, lastModified: now(), cacheControl })
        const seconds = typeof expire === 'number' && expire > 0 ? Math.ceil(expire) : DEFAULT_TTL_SECONDS
        await withDeadline(client, () => client.set(entryKey(key), text, { expiration: { type: 'EX', value: seconds } }))
        worked()
      } catch (error) {
        failed(error)
      }
    },

    /** Applies the revalidation in this process at once (as Next's own cache does), then in Redis. */
    async revalidateTag(tags, durations) {
      const at = now()
      for (const tag of typeof tags === 'string' ? [tags] : tags) {
        const change = { at, stale: at }
        if (!durations) change.expired = at
        else if (durations.expire !== undefined) change.expired = at + durations.expire * 1000
        const existing = tagsManifest.get(tag) ?? {}
        tagsManifest.set(tag, { ...existing, stale: change.stale, ...(change.expired !== undefined ? { expired: change.expired } : {}) })
        pending.set(tag, change)
      }
      await sendPending()
    },

    /** Revalidations not yet in Redis (tests, logs). */
    get pendingTags() {
      return [...pending.keys()]
    },
  }
}
