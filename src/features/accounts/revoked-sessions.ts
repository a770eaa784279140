/**
 * The ids of visitors' sessions that were signed out, each kept until the session would have ended anyway: a copy of
 * a signed-out cookie then reads as signed out. With REDIS_URL the list is shared by every instance; each process
 * also keeps its own revocations in memory, which answer while Redis is unreachable and are written to Redis once it
 * is back.
 */
import { createHash } from 'node:crypto'

import { isReady, outageLog, REDIS_KEY_PREFIX, sharedRedis, withDeadline } from '@/server/redis.mjs'

/**
 * One sorted set in Redis: member the hashed id, score the session's end. A key without an expiry, so Redis never
 * evicts it to make room for pages (`volatile-lru`); ended entries are removed as others are added.
 */
const REVOKED_KEY = `${REDIS_KEY_PREFIX}revoked-sessions`

/** Adds ARGV[1] until ARGV[2] (ms), drops ended ones (ARGV[3]: now) and, beyond ARGV[4] entries, those ending first. */
const REVOKE = `
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[3])
local extra = redis.call('ZCARD', KEYS[1]) - tonumber(ARGV[4])
if extra > 0 then redis.call('ZREMRANGEBYRANK', KEYS[1], 0, extra - 1) end
return 1`

export type RevokedSessions = {
  /** Revokes the session `id` until `until` (ms since 1970), its absolute end. */
  revoke(id: string, until: number): Promise<void>
  /** Whether the session `id` was revoked (on any instance, with Redis). */
  isRevoked(id: string): Promise<boolean>
}

type RedisClient = NonNullable<ReturnType<typeof sharedRedis>>

const memberOf = (id: string) => createHash('sha256').update(id).digest('base64url')

export function createRevokedSessions({
  maxEntries = 100_000,
  maxShared = 1_000_000,
  redis,
  log = console.error,
  now = Date.now,
}: {
  /** Revocations kept in this process's memory; when full, expired ones go first, then the oldest. */
  maxEntries?: number
  /** Revocations kept in Redis; when full, those whose sessions end first go. */
  maxShared?: number
  /** For tests: a client, or null for none (default: REDIS_URL's). */
  redis?: RedisClient | null
  log?: (line: string) => void
  now?: () => number
} = {}): RevokedSessions {
  const inMemory = new Map<string, number>()
  /** Revocations not yet written to Redis (it was unreachable). */
  const unwritten = new Set<string>()
  const outage = outageLog('Signed-out sessions', { log, whileDown: "checking this instance's own sign-outs only" })
  const client = () => (redis === undefined ? sharedRedis() : redis)

  function remember(id: string, until: number) {
    if (inMemory.size >= maxEntries) {
      for (const [known, end] of inMemory) if (end <= now()) inMemory.delete(known)
      while (inMemory.size >= maxEntries) inMemory.delete(inMemory.keys().next().value as string)
      for (const pending of unwritten) if (!inMemory.has(pending)) unwritten.delete(pending)
    }
    inMemory.delete(id)
    inMemory.set(id, until)
  }

  /** Runs `command` on Redis; undefined without Redis or while it fails. */
  async function onRedis<T>(command: (redis: RedisClient) => Promise<T>): Promise<T | undefined> {
    const connection = client()
    if (!connection) return undefined
    if (!isReady(connection)) return void outage.failed(undefined)
    try {
      const result = await withDeadline(connection, command)
      outage.worked()
      return result
    } catch (error) {
      return void outage.failed(error)
    }
  }

  const write = (id: string, until: number) =>
    onRedis((redis) => redis.eval(REVOKE, { keys: [REVOKED_KEY], arguments: [memberOf(id), String(until), String(now()), String(maxShared)] }))

  /** Writes what an outage kept back, once Redis answers again. */
  async function catchUp() {
    for (const id of [...unwritten]) {
      const until = inMemory.get(id)
      if (until === undefined || until <= now()) {
        unwritten.delete(id)
        continue
      }
      if ((await write(id, until)) === undefined) return
      unwritten.delete(id)
    }
  }

  return {
    async revoke(id, until) {
      if (until <= now()) return
      remember(id, until)
      if ((await write(id, until)) === undefined) {
        if (client()) unwritten.add(id)
      } else if (unwritten.size) await catchUp()
    },
    async isRevoked(id) {
      const until = inMemory.get(id)
      if (until !== undefined && until > now()) return true
      if (unwritten.size) await catchUp()
      const shared = await onRedis((redis) => redis.zScore(REVOKED_KEY, memberOf(id)))
      return shared !== null && shared !== undefined && Number(shared) > now()
    },
  }
}
