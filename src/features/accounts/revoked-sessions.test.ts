import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startRedis } from '../../../scripts/cluster/redis.mjs'
import { createRedisConnection, REDIS_KEY_PREFIX } from '@/server/redis.mjs'
import { createRevokedSessions } from './revoked-sessions'

const clock = () => {
  let time = 1_000_000
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

it('keeps a signed-out session revoked until its end, then forgets it', async () => {
  const { now, advance } = clock()
  const revoked = createRevokedSessions({ redis: null, now })
  await revoked.revoke('a', now() + 60_000)
  expect(await revoked.isRevoked('a')).toBe(true)
  expect(await revoked.isRevoked('b')).toBe(false)
  advance(60_000)
  expect(await revoked.isRevoked('a')).toBe(false)
  // A session already over needs no revocation.
  await revoked.revoke('c', now())
  expect(await revoked.isRevoked('c')).toBe(false)
})

it('keeps at most maxEntries revocations, forgetting ended ones first, then the oldest', async () => {
  const { now, advance } = clock()
  const revoked = createRevokedSessions({ redis: null, now, maxEntries: 3 })
  await revoked.revoke('short', now() + 1000)
  await revoked.revoke('old', now() + 60_000)
  await revoked.revoke('newer', now() + 60_000)
  advance(1000)
  await revoked.revoke('newest', now() + 60_000)
  expect(await Promise.all(['short', 'old', 'newer', 'newest'].map((id) => revoked.isRevoked(id)))).toEqual([false, true, true, true])
  await revoked.revoke('one-more', now() + 60_000)
  expect(await Promise.all(['old', 'newer', 'newest', 'one-more'].map((id) => revoked.isRevoked(id)))).toEqual([false, true, true, true])
})

describe('shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  const clients: ReturnType<typeof createRedisConnection>[] = []
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    for (const client of clients) client.destroy()
    await redis?.stop()
  })
  const waitFor = async (check: () => boolean | Promise<boolean>) => {
    const deadline = Date.now() + 10_000
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out')
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  /** An instance's connection. */
  const connection = async () => {
    const client = createRedisConnection(redis.url, { log: () => {} })
    clients.push(client)
    await waitFor(() => client.isReady)
    return client
  }
  const id = () => `session-${Math.random()}`

  it('revokes a session on every instance, until its end', async () => {
    const [a, b] = [await connection(), await connection()]
    const [onA, onB] = [createRevokedSessions({ redis: a }), createRevokedSessions({ redis: b })]
    const [signedOut, stillIn] = [id(), id()]
    const end = Date.now() + 500
    await onA.revoke(signedOut, end)
    expect(await onB.isRevoked(signedOut)).toBe(true)
    expect(await onB.isRevoked(stillIn)).toBe(false)
    // Redis forgets it when the session ends.
    await waitFor(async () => !(await onB.isRevoked(signedOut)))
    expect(Date.now()).toBeGreaterThanOrEqual(end)
  })

  it('keeps at most maxShared revocations in Redis, forgetting those that end first, and never lets Redis evict them', async () => {
    const a = await connection()
    await a.del(`${REDIS_KEY_PREFIX}revoked-sessions`)
    const small = (redis: typeof a) => createRevokedSessions({ redis, maxShared: 2 })
    const [later, soonest, latest] = [id(), id(), id()]
    await small(a).revoke(later, Date.now() + 120_000)
    await small(a).revoke(soonest, Date.now() + 60_000)
    await small(a).revoke(latest, Date.now() + 180_000)
    const fresh = small(await connection())
    expect(await Promise.all([later, soonest, latest].map((each) => fresh.isRevoked(each)))).toEqual([true, false, true])
    expect(await a.pTTL(`${REDIS_KEY_PREFIX}revoked-sessions`)).toBe(-1)
  })

  it("answers from this instance's own sign-outs while Redis is down, and writes them to Redis once it is back", async () => {
    const [a, b] = [await connection(), await connection()]
    const logs: string[] = []
    const onA = createRevokedSessions({ redis: a, log: (line) => logs.push(line) })
    const onB = createRevokedSessions({ redis: b, log: () => {} })
    const during = id()
    await redis.stop()
    await waitFor(() => !a.isReady)
    const started = Date.now()
    await onA.revoke(during, Date.now() + 60_000)
    expect(await onA.isRevoked(during)).toBe(true)
    expect(await onB.isRevoked(during)).toBe(false)
    expect(Date.now() - started).toBeLessThan(500)
    expect(logs).toHaveLength(1)
    await redis.restart()
    await waitFor(() => a.isReady && b.isReady)
    // The next check on the instance that kept it writes it; the other instance then sees it.
    expect(await onA.isRevoked(id())).toBe(false)
    expect(await onB.isRevoked(during)).toBe(true)
    expect(logs.at(-1)).toMatch(/reachable again/)
  }, 30_000)
})
