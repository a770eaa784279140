import { createHash } from 'node:crypto'

import { isReady, outageLog, REDIS_KEY_PREFIX, sharedRedis, withDeadline } from './redis.mjs'

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

/** A rate limiter whose counts may live in Redis: the same questions as `RateLimiter`, answered asynchronously. */
export type SharedRateLimiter = {
  [Method in keyof RateLimiter]: (...args: Parameters<RateLimiter[Method]>) => Promise<ReturnType<RateLimiter[Method]>>
}

type RedisClient = NonNullable<ReturnType<typeof sharedRedis>>

/** Seconds left in the window of a key that has used up its attempts (ARGV[1]: the limit), else 0. */
const RETRY_AFTER = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count < tonumber(ARGV[1]) then return 0 end
return redis.call('PTTL', KEYS[1])`
/** Counts an attempt; the first of a window starts it (ARGV[1]: its length in ms). */
const HIT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`
/** Takes back an attempt, never below zero. */
const FORGIVE = `
if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then redis.call('DECR', KEYS[1]) end
return 0`

/** Runs small scripts on one key in Redis when REDIS_URL is set; `undefined` without Redis or while it fails. */
function redisScripts(what: string, name: string, redis: RedisClient | null | undefined, log: (line: string) => void) {
  const outage = outageLog(`${what} "${name}"`, { log, whileDown: 'counting in this instance only' })
  return async (script: string, key: string, args: Array<number>): Promise<unknown> => {
    const client = redis === undefined ? sharedRedis() : redis
    if (!client) return undefined
    if (!isReady(client)) return void outage.failed(undefined)
    try {
      const keys = [`${REDIS_KEY_PREFIX}rate:${name}:${createHash('sha256').update(key).digest('base64url')}`]
      const result = await withDeadline(client, () => client.eval(script, { keys, arguments: args.map(String) }))
      outage.worked()
      return result
    } catch (error) {
      return void outage.failed(error)
    }
  }
}

type SharedOptions = {
  /** Keeps this limit's counts apart from the others' in Redis (keys are stored hashed). */
  name: string
  maxKeys?: number
  /** For tests: a client, or null for none (default: REDIS_URL's). */
  redis?: RedisClient | null
  log?: (line: string) => void
}

/**
 * `createRateLimiter`'s fixed window, counted in Redis when REDIS_URL is set, so a limit holds across every
 * instance. Every attempt is counted in this process's memory too: while Redis is unreachable the limit is kept per
 * instance from those counts (one log line per outage), so nobody is refused or kept waiting because Redis is down.
 * Without REDIS_URL it is the memory limiter alone.
 */
export function createSharedRateLimiter({ name, limit, windowMs, maxKeys, redis, log = console.error }: SharedOptions & { limit: number; windowMs: number }): SharedRateLimiter {
  const memory = createRateLimiter({ limit, windowMs, maxKeys })
  const inRedis = redisScripts('Rate limit', name, redis, log)
  return {
    async retryAfter(key) {
      const leftMs = await inRedis(RETRY_AFTER, key, [limit])
      return leftMs === undefined ? memory.retryAfter(key) : Math.max(0, Math.ceil(Number(leftMs) / 1000))
    },
    async hit(key) {
      memory.hit(key)
      await inRedis(HIT, key, [windowMs])
    },
    async forgive(key) {
      memory.forgive(key)
      await inRedis(FORGIVE, key, [])
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

/** The wait after `failures` failures: none for the free ones, then `baseMs` doubling up to `maxMs`. */
const growingWaitMs = (failures: number, { freeFailures, baseMs, maxMs }: { freeFailures: number; baseMs: number; maxMs: number }) =>
  failures <= freeFailures ? 0 : Math.min(maxMs, baseMs * 2 ** (failures - freeFailures - 1))

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
  const waitMs = (failures: number) => growingWaitMs(failures, { freeFailures, baseMs, maxMs })
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

/** A growing delay whose failures may live in Redis: the same questions as `GrowingDelay`, answered asynchronously. */
export type SharedGrowingDelay = {
  [Method in keyof GrowingDelay]: (...args: Parameters<GrowingDelay[Method]>) => Promise<ReturnType<GrowingDelay[Method]>>
}

/** Counts a failure at ARGV[1] (now); the key is forgotten ARGV[2] ms after its last failure. */
const FAIL = `
redis.call('HINCRBY', KEYS[1], 'failures', 1)
redis.call('HSET', KEYS[1], 'lastAt', ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`
const FAILURES = `return redis.call('HMGET', KEYS[1], 'failures', 'lastAt')`
const RESET = `return redis.call('DEL', KEYS[1])`

/**
 * `createGrowingDelay` with its failures counted in Redis when REDIS_URL is set (so every instance makes an account
 * wait alike), and in memory too, which answers while Redis is unreachable or without REDIS_URL.
 */
export function createSharedGrowingDelay({
  name,
  freeFailures,
  baseMs,
  maxMs,
  forgetAfterMs = 60 * 60_000,
  maxKeys,
  redis,
  log = console.error,
  now = Date.now,
}: SharedOptions & { freeFailures: number; baseMs: number; maxMs: number; forgetAfterMs?: number; now?: () => number }): SharedGrowingDelay {
  const memory = createGrowingDelay({ freeFailures, baseMs, maxMs, forgetAfterMs, maxKeys, now })
  const inRedis = redisScripts('Growing delay', name, redis, log)
  return {
    async retryAfter(key) {
      const stored = await inRedis(FAILURES, key, [])
      if (!Array.isArray(stored)) return memory.retryAfter(key)
      const [failures, lastAt] = stored.map(Number)
      if (!failures) return 0
      const left = lastAt + growingWaitMs(failures, { freeFailures, baseMs, maxMs }) - now()
      return left > 0 ? Math.ceil(left / 1000) : 0
    },
    async fail(key) {
      memory.fail(key)
      await inRedis(FAIL, key, [now(), forgetAfterMs])
    },
    async reset(key) {
      memory.reset(key)
      await inRedis(RESET, key, [])
    },
  }
}
