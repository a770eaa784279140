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

/**
 * A growing wait per key (an account) after repeated failures: the first `freeFailures` cost nothing, then each
 * failure makes the next attempt wait `baseMs`, doubling up to `maxMs`. The wait never exceeds `maxMs`, so the owner
 * of a targeted account is held up for at most that long after the last failure. At most `maxKeys` keys are
 * remembered (oldest forgotten first); a key with no failure for `forgetAfterMs` starts afresh.
 */
export type GrowingDelay = {
  /** Seconds until `key` may try again, or 0. */
  retryAfter(key: string): number
  fail(key: string): void
  reset(key: string): void
}

export function createGrowingDelay({
  freeFailures,
  baseMs,
  maxMs,
  forgetAfterMs = 60 * 60_000,
  maxKeys = 10_000,
  now = Date.now,
}: {
  freeFailures: number
  baseMs: number
  maxMs: number
  forgetAfterMs?: number
  maxKeys?: number
  now?: () => number
}): GrowingDelay {
  const entries = new Map<string, { failures: number; lastAt: number }>()
  const current = (key: string) => {
    const entry = entries.get(key)
    if (entry && now() - entry.lastAt > forgetAfterMs) entries.delete(key)
    return entries.get(key)
  }
  const waitMs = (failures: number) => (failures <= freeFailures ? 0 : Math.min(maxMs, baseMs * 2 ** (failures - freeFailures - 1)))
  return {
    retryAfter(key) {
      const entry = current(key)
      if (!entry) return 0
      const left = entry.lastAt + waitMs(entry.failures) - now()
      return left > 0 ? Math.ceil(left / 1000) : 0
    },
    fail(key) {
      const entry = current(key)
      if (entry) {
        entries.delete(key)
        entries.set(key, { failures: entry.failures + 1, lastAt: now() })
        return
      }
      if (entries.size >= maxKeys) entries.delete(entries.keys().next().value as string)
      entries.set(key, { failures: 1, lastAt: now() })
    },
    reset(key) {
      entries.delete(key)
    },
  }
}
