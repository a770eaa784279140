/**
 * The ids of visitors' sessions that were signed out, each kept until the session would have ended anyway: a copy of
 * a signed-out cookie then reads as signed out. With REDIS_URL the list is shared by every instance (keys expire
 * with their sessions); each process also keeps its own revocations in memory, which answer while Redis is
 * unreachable and are written to Redis once it is back.
 */
import { createHash } from 'node:crypto'

import { isReady, outageLog, REDIS_KEY_PREFIX, sharedRedis, withDeadline } from '@/server/redis.mjs'

export type RevokedSessions = {
  /** Revokes the session `id` until `until` (ms since 1970), its absolute end. */
  revoke(id: string, until: number): Promise<void>
  /** Whether the session `id` was revoked (on any instance, with Redis). */
  isRevoked(id: string): Promise<boolean>
}

type RedisClient = NonNullable<ReturnType<typeof sharedRedis>>

const keyOf = (id: string) => `${REDIS_KEY_PREFIX}revoked-session:${createHash('sha256').update(id).digest('base64url')}`

export function createRevokedSessions({
  maxEntries = 100_000,
  redis,
  log = console.error,
  now = Date.now,
}: {
  /** Revocations kept in this process's memory; when full, expired ones go first, then the oldest. */
  maxEntries?: number
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

  const write = (id: string, until: number) => onRedis((redis) => redis.set(keyOf(id), '1', { expiration: { type: 'PXAT', value: until } }))

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
      return (await onRedis((redis) => redis.exists(keyOf(id)))) === 1
    },
  }
}
