import type { FeedPost } from './feed'

export type FeedCacheOptions = {
  /** A feed's posts, or null when it could not be read (the loader has logged why). Never throws. */
  load: (url: string) => Promise<FeedPost[] | null>
  /** How long posts are served before a request refreshes them in the background. */
  freshMs?: number
  /** How long a failed read is remembered (as no posts) before the feed is asked again. */
  retryMs?: number
  /** Feeds held at once; the one cached longest ago is forgotten first. */
  maxFeeds?: number
  now?: () => number
}

type Entry = { posts: FeedPost[]; expiresAt: number }

/**
 * Feeds kept in this server's memory, stale-while-revalidate: a page waits for a feed only the first time it is
 * needed (at most the read's timeout); after that it gets the posts held, and an expired entry is refreshed in the
 * background while the old posts are served. A failure counts as no posts, for a minute only. Requests for one feed
 * at once share one read.
 */
export function createFeedCache({ load, freshMs = 15 * 60_000, retryMs = 60_000, maxFeeds = 50, now = Date.now }: FeedCacheOptions) {
  const entries = new Map<string, Entry>()
  const pending = new Map<string, Promise<FeedPost[]>>()

  const read = (url: string) => {
    const reading = load(url)
      .catch(() => null)
      .then((posts) => {
        entries.delete(url)
        entries.set(url, { posts: posts ?? [], expiresAt: now() + (posts ? freshMs : retryMs) })
        while (entries.size > maxFeeds) entries.delete(entries.keys().next().value as string)
        return posts ?? []
      })
      .finally(() => pending.delete(url))
    pending.set(url, reading)
    return reading
  }

  return {
    /** The feed's posts: held ones at once (refreshing them in the background when expired), else after one read. */
    async get(url: string): Promise<FeedPost[]> {
      const entry = entries.get(url)
      if (!entry) return pending.get(url) ?? read(url)
      if (entry.expiresAt <= now() && !pending.has(url)) void read(url)
      return entry.posts
    },
  }
}
