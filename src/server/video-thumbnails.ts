/**
 * Video thumbnails kept in memory, so the video image host is asked once per video a day rather than once per
 * request. Anyone can ask for any well-formed video id: the memory is bounded (entries and bytes, least recently
 * used forgotten first), a failed fetch is remembered for a few minutes, requests for one id at once share one
 * fetch, and the server fetches at most `fetchesPerMinute` new thumbnails a minute (beyond that the visitor gets the
 * placeholder).
 */
import { createRateLimiter } from '@/server/rate-limit'

export type Thumbnail = { bytes: ArrayBuffer; type: string }
type Entry = { thumbnail: Thumbnail | null; expiresAt: number }

export type ThumbnailCacheOptions = {
  /** The thumbnail from the host, or null when it has none or cannot be reached. */
  fetchThumbnail: (id: string) => Promise<Thumbnail | null>
  maxEntries?: number
  maxBytes?: number
  /** Larger images are not kept (nor served): a thumbnail is a few kilobytes. */
  maxImageBytes?: number
  ttlMs?: number
  failureTtlMs?: number
  fetchesPerMinute?: number
  now?: () => number
}

export function createThumbnailCache({
  fetchThumbnail,
  maxEntries = 1000,
  maxBytes = 32 * 1024 * 1024,
  maxImageBytes = 512 * 1024,
  ttlMs = 24 * 60 * 60_000,
  failureTtlMs = 5 * 60_000,
  fetchesPerMinute = 120,
  now = Date.now,
}: ThumbnailCacheOptions) {
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<Thumbnail | null>>()
  const budget = createRateLimiter({ limit: fetchesPerMinute, windowMs: 60_000, now })
  let bytes = 0

  const size = (entry: Entry) => entry.thumbnail?.bytes.byteLength ?? 0
  const forget = (id: string) => {
    const entry = entries.get(id)
    if (!entry) return
    bytes -= size(entry)
    entries.delete(id)
  }
  const remember = (id: string, thumbnail: Thumbnail | null) => {
    forget(id)
    const entry = { thumbnail, expiresAt: now() + (thumbnail ? ttlMs : failureTtlMs) }
    entries.set(id, entry)
    bytes += size(entry)
    while (entries.size > maxEntries || bytes > maxBytes) forget(entries.keys().next().value as string)
  }

  return {
    async get(id: string): Promise<Thumbnail | null> {
      const entry = entries.get(id)
      if (entry && entry.expiresAt > now()) {
        // Most recently used last, so the oldest is forgotten first.
        entries.delete(id)
        entries.set(id, entry)
        return entry.thumbnail
      }
      const shared = pending.get(id)
      if (shared) return shared
      if (budget.retryAfter('upstream') > 0) return null
      budget.hit('upstream')
      const fetching = fetchThumbnail(id)
        .catch(() => null)
        .then((thumbnail) => {
          const kept = thumbnail && thumbnail.bytes.byteLength <= maxImageBytes ? thumbnail : null
          remember(id, kept)
          return kept
        })
        .finally(() => pending.delete(id))
      pending.set(id, fetching)
      return fetching
    },
    /** Entries and bytes held, for tests. */
    stats: () => ({ entries: entries.size, bytes }),
  }
}
