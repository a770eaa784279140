/**
 * What both page-cache stores (on this machine: src/server/local-page-cache.mjs; in Redis:
 * src/server/redis-page-cache.mjs) share: how an entry is written as text, which tags it answers to, and this
 * process's record of when each tag was revalidated, by which an entry older than a revalidation of one of its tags
 * is a miss.
 *
 * Next asks a cache handler for entries and tells it of revalidations (`revalidateTag(tags, durations)`); the handler
 * decides what is expired. A revalidation without durations, or with `expire: 0`, expires the tag's entries at once;
 * one with `expire: n` expires them n seconds later (until then they are served as they are).
 */

const TYPE = '__cacheType'
const CACHE_TAGS_HEADER = 'x-next-cache-tags'

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

/** The tags an entry answers to: a page's from its headers, a data read's from the read itself. */
export function tagsOf(entry, ctx) {
  const value = entry?.value
  if (value?.kind === 'FETCH') return [...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])]
  const header = value?.headers?.[CACHE_TAGS_HEADER]
  return typeof header === 'string' && header ? header.split(',') : []
}

/** The entry Next reads back: its value, when it was made, and (for pages) its own cache lifetime. */
export function entryOf(data, ctx, madeAt) {
  const value = data.kind === 'FETCH' ? { ...data, tags: ctx?.tags ?? [] } : data
  return { value, lastModified: madeAt, cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl }
}

/** The revalidation `revalidateTag(tag, durations)` made at `at`: when its entries expire. */
export function revalidationAt(at, durations) {
  const change = { at, stale: at }
  if (!durations) change.expired = at
  else if (durations.expire !== undefined) change.expired = at + durations.expire * 1000
  return change
}

const TAG_RECORD = Symbol.for('sel-site.page-cache.tag-revalidations')

/** This process's record of revalidated tags (one per process: Next makes a handler per request). */
export const processTagRecord = () => (globalThis[TAG_RECORD] ??= new Map())

/**
 * Whether an entry made at `madeAt` that answers to `tags` is expired by the `record`: a tag of it was revalidated
 * after it was made and that revalidation's expiry has come.
 */
export function isExpired(record, tags, madeAt, now) {
  return tags.some((tag) => {
    const expired = record.get(tag)?.expired
    return typeof expired === 'number' && expired <= now && expired > madeAt
  })
}

/** Notes a revalidation in the `record`, keeping an earlier expiry when the new one sets none. */
export function noteRevalidation(record, tag, change) {
  const existing = record.get(tag) ?? {}
  record.set(tag, { ...existing, stale: change.stale, ...(change.expired !== undefined ? { expired: change.expired } : {}) })
}
