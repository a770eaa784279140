/**
 * Next's page and data cache kept in Redis, shared by every instance (src/page-cache-handler.mjs uses it when
 * REDIS_URL is set; docs/decisions/0003-shared-cache.md says why and how).
 *
 * - An entry is stored under its build (a new release never serves pages of the old one) as JSON in which Buffers
 *   and Maps keep their type, and expires from Redis with the page's own expiry (two weeks for data without one).
 * - When a tag was revalidated is kept in Redis too, newest revalidation winning. Reading an entry reads its tags'
 *   times into this process's record of revalidated tags (src/server/page-cache-entries.mjs), so a revalidation on one instance
 *   expires the entry for all, and an expired entry answers as a miss.
 * - Redis unreachable: a read is a miss (the page is rendered), a write is skipped, one log line per outage. A
 *   revalidation is applied in this process at once and kept until Redis takes it; it is sent when the connection
 *   is back, with its original time, so entries written before it expire as they should.
 * - Entries and revalidation times carry an HMAC (src/server/cache-signing.mjs) over their key and content: one
 *   written by anyone without the instances' key (or moved to another key) is a miss, logged once in ten minutes.
 */
import { cacheSigningKey, sign, verify } from './cache-signing.mjs'
import { deserialize, entryOf, isExpired, noteRevalidation, processTagRecord, revalidationAt, serialize, tagsOf } from './page-cache-entries.mjs'
import { isReady, outageLog, REDIS_KEY_PREFIX, withDeadline } from './redis.mjs'

export { deserialize, serialize }

const TAGS = 'tag-revalidations'
const ENTRIES = 'page-cache:'
const DEFAULT_TTL_SECONDS = 14 * 24 * 60 * 60

/**
 * Stores each tag's newest revalidation: a revalidation sent late (kept through an outage) never replaces a newer
 * one. A revalidation without its own expiry keeps the one before (with its signature).
 */
const STORE_TAGS = `
for i = 1, #ARGV, 2 do
  local new = cjson.decode(ARGV[i + 1])
  local stored = redis.call('HGET', KEYS[1], ARGV[i])
  local old = stored and cjson.decode(stored) or nil
  if not old or old.at <= new.at then
    if new.expired == nil and old then
      new.expired = old.expired
      new.expiredSig = old.expiredSig
    end
    redis.call('HSET', KEYS[1], ARGV[i], cjson.encode(new))
  end
end
return 1`

const FORGERY_LOG_INTERVAL_MS = 10 * 60_000

/** A revalidation as stored: its times and their signatures (`expired` is signed apart, as it may be kept). */
const signedChange = (signingKey, tag, change) => ({
  ...change,
  sig: sign(signingKey, 'revalidation', tag, change.at, change.stale),
  ...(typeof change.expired === 'number' ? { expiredSig: sign(signingKey, 'expired', tag, change.expired) } : {}),
})

/** Whether a stored revalidation carries valid signatures. */
const isSignedChange = (signingKey, tag, stored) =>
  Boolean(stored) &&
  verify(signingKey, stored.sig, 'revalidation', tag, stored.at, stored.stale) &&
  (stored.expired === undefined || verify(signingKey, stored.expiredSig, 'expired', tag, stored.expired))

/**
 * The shared cache on `client` (a node-redis client) for the build `buildId`. `tagsManifest` is the process's record
 * of revalidated tags (src/server/page-cache-entries.mjs); `onRevalidated` is called once Redis holds a revalidation. `signingKey`
 * signs and checks what is stored; `prefix` starts every key (the deployment's).
 */
export function createRedisPageCache({
  client,
  buildId,
  tagsManifest = processTagRecord(),
  onRevalidated = () => {},
  log = console.error,
  now = Date.now,
  signingKey = cacheSigningKey(),
  prefix = REDIS_KEY_PREFIX,
}) {
  /** Revalidations Redis has not taken yet, by tag. */
  const pending = new Map()
  const outage = outageLog('Shared page cache', { log, whileDown: 'pages are rendered and not stored, revalidations are kept' })
  const failed = (error) => outage.failed(error)
  const worked = () => outage.worked()
  const entryKey = (key) => `${prefix}${ENTRIES}${buildId}:${key}`
  const tagsKey = `${prefix}${TAGS}`
  let forgeryLoggedAt = -Infinity
  /** A stored entry or revalidation with a wrong or missing signature: ignored, and said once in a while. */
  const forged = (what) => {
    if (now() - forgeryLoggedAt < FORGERY_LOG_INTERVAL_MS) return
    forgeryLoggedAt = now()
    log(`Shared page cache: ignored ${what} in Redis with a wrong or missing signature (written by something other than this site's instances).`)
  }

  /**
   * Reads the tags' revalidation times from Redis into this process's record (its own unsent ones stay). False when
   * one of them is not signed by an instance: its entry cannot be known fresh.
   */
  async function readTags(tags) {
    const stored = await withDeadline(client, () => client.hmGet(tagsKey, tags))
    let trusted = true
    tags.forEach((tag, index) => {
      if (!stored[index] || pending.has(tag)) return
      let change = null
      try {
        change = JSON.parse(stored[index])
      } catch {}
      if (!isSignedChange(signingKey, tag, change)) {
        trusted = false
        return forged(`the revalidation time of ${JSON.stringify(tag)}`)
      }
      const { stale, expired } = change
      tagsManifest.set(tag, { stale, ...(typeof expired === 'number' ? { expired } : {}) })
    })
    return trusted
  }

  /** The entry stored as `text` under `key`, or null when its signature is wrong or missing. */
  function signedEntry(key, text) {
    const dot = text.indexOf('.')
    const body = dot === -1 ? '' : text.slice(dot + 1)
    if (dot === -1 || !verify(signingKey, text.slice(0, dot), entryKey(key), body)) {
      forged(`the entry ${JSON.stringify(key)}`)
      return null
    }
    return deserialize(body)
  }

  /** Sends the kept revalidations; they stay kept when Redis cannot take them. */
  async function sendPending() {
    if (!pending.size) return
    if (!isReady(client)) return failed()
    const sent = [...pending]
    try {
      const args = sent.flatMap(([tag, change]) => [tag, JSON.stringify(signedChange(signingKey, tag, change))])
      await withDeadline(client, () => client.eval(STORE_TAGS, { keys: [tagsKey], arguments: args }))
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
        const entry = signedEntry(key, text)
        if (!entry) return null
        const tags = tagsOf(entry, ctx)
        if (tags.length && !(await readTags(tags))) return null
        return isExpired(tagsManifest, tags, entry.lastModified, now()) ? null : entry
      } catch (error) {
        failed(error)
        return null
      }
    },

    /** Stores `data` as made at `madeAt` (when its render began: a revalidation during the render expires it). */
    async set(key, data, ctx, madeAt = now()) {
      if (!data) return
      if (!isReady(client)) return failed()
      const entry = entryOf(data, ctx, madeAt)
      const expire = entry.cacheControl?.expire
      try {
        const body = serialize(entry)
        const text = `${sign(signingKey, entryKey(key), body)}.${body}`
        const seconds = typeof expire === 'number' && expire > 0 ? Math.ceil(expire) : DEFAULT_TTL_SECONDS
        await withDeadline(client, () => client.set(entryKey(key), text, { expiration: { type: 'EX', value: seconds } }))
        worked()
      } catch (error) {
        failed(error)
      }
    },

    /** Applies the revalidation in this process at once, then in Redis. */
    async revalidateTag(tags, durations) {
      const at = now()
      for (const tag of typeof tags === 'string' ? [tags] : tags) {
        const change = revalidationAt(at, durations)
        noteRevalidation(tagsManifest, tag, change)
        pending.set(tag, change)
      }
      await sendPending()
    },

    /** The Redis key of the entry `key`, and of the revalidation times (tests, checks). */
    entryKey,
    tagsKey,

    /** Revalidations not yet in Redis (tests, logs). */
    get pendingTags() {
      return [...pending.keys()]
    },
  }
}
