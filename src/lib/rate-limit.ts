/**
 * Counts attempts per key (a client address) in a fixed window. A key that has used up its attempts is refused
 * until its window ends, then starts afresh. At most `maxKeys` keys are remembered: when full, the oldest is
 * forgotten, so a flood of addresses cannot exhaust memory.
 */
export type RateLimiter = {
  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string): number
  /** Counts one attempt of `key`. */
  hit(key: string): void
  /** Takes back one attempt of `key` (it succeeded, so it does not count). */
  forgive(key: string): void
}

type Entry = { count: number; resetAt: number }

export function createRateLimiter({
  limit,
  windowMs,
  maxKeys = 10_000,
  now = Date.now,
}: {
  limit: number
  windowMs: number
  maxKeys?: number
  now?: () => number
}): RateLimiter {
  const entries = new Map<string, Entry>()
  const current = (key: string) => {
    const entry = entries.get(key)
    if (entry && entry.resetAt <= now()) entries.delete(key)
    return entry && entry.resetAt > now() ? entry : undefined
  }
  return {
    retryAfter(key) {
      const entry = current(key)
      return entry && entry.count >= limit ? Math.ceil((entry.resetAt - now()) / 1000) : 0
    },
    hit(key) {
      let entry = current(key)
      if (!entry) {
        if (entries.size >= maxKeys) entries.delete(entries.keys().next().value as string)
        entry = { count: 0, resetAt: now() + windowMs }
        entries.set(key, entry)
      }
      entry.count += 1
    },
    forgive(key) {
      const entry = current(key)
      if (entry && entry.count > 0) entry.count -= 1
    },
  }
}
