import { expect, it } from 'vitest'

import { startRedis } from '../../scripts/cluster/redis.mjs'
import { createGrowingDelay, createRateLimiter, createSharedGrowingDelay, createSharedRateLimiter } from './rate-limit'
import { createRedisConnection } from './redis.mjs'

const clock = () => {
  let time = 1_000_000
  return { now: () => time, advance: (ms: number) => (time += ms) }
}

it('refuses a key after its attempts are used up, until the window ends', () => {
  const { now, advance } = clock()
  const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now })
  for (let i = 0; i < 3; i++) {
    expect(limiter.retryAfter('a')).toBe(0)
    limiter.hit('a')
  }
  expect(limiter.retryAfter('a')).toBe(60)
  expect(limiter.retryAfter('b')).toBe(0)
  advance(59_000)
  expect(limiter.retryAfter('a')).toBe(1)
  advance(1_000)
  expect(limiter.retryAfter('a')).toBe(0)
})

it('does not count forgiven attempts', () => {
  const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: clock().now })
  for (let i = 0; i < 5; i++) {
    limiter.hit('a')
    limiter.forgive('a')
  }
  limiter.hit('a')
  expect(limiter.retryAfter('a')).toBe(0)
  limiter.hit('a')
  expect(limiter.retryAfter('a')).toBeGreaterThan(0)
})

it('remembers at most maxKeys keys, forgetting the oldest', () => {
  const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, maxKeys: 2, now: clock().now })
  limiter.hit('a')
  limiter.hit('b')
  limiter.hit('c')
  expect(limiter.retryAfter('a')).toBe(0)
  expect(limiter.retryAfter('b')).toBeGreaterThan(0)
  expect(limiter.retryAfter('c')).toBeGreaterThan(0)
})

it('makes a key wait longer after each failure beyond the free ones, never longer than the cap', () => {
  const { now, advance } = clock()
  const delay = createGrowingDelay({ freeFailures: 2, baseMs: 1000, maxMs: 4000, now })
  delay.fail('a')
  delay.fail('a')
  expect(delay.retryAfter('a')).toBe(0)
  const waits = []
  for (let i = 0; i < 5; i++) {
    delay.fail('a')
    waits.push(delay.retryAfter('a'))
  }
  expect(waits).toEqual([1, 2, 4, 4, 4])
  advance(4000)
  expect(delay.retryAfter('a')).toBe(0)
  expect(delay.retryAfter('b')).toBe(0)
  delay.reset('a')
  delay.fail('a')
  expect(delay.retryAfter('a')).toBe(0)
})

it('forgets a key after a quiet hour, and remembers a bounded number of keys', () => {
  const { now, advance } = clock()
  const delay = createGrowingDelay({ freeFailures: 0, baseMs: 1000, maxMs: 1000, maxKeys: 2, now })
  delay.fail('a')
  delay.fail('b')
  delay.fail('c')
  expect(delay.retryAfter('a')).toBe(0)
  expect(delay.retryAfter('c')).toBe(1)
  advance(60 * 60_000 + 1)
  delay.fail('c')
  expect(delay.retryAfter('c')).toBe(1)
})

describe('limits shared through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>
  const clients: ReturnType<typeof createRedisConnection>[] = []
  beforeAll(async () => {
    redis = await startRedis()
  })
  afterAll(async () => {
    for (const client of clients) client.destroy()
    await redis?.stop()
  })
  const waitFor = async (check: () => boolean) => {
    const deadline = Date.now() + 10_000
    while (!check()) {
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

  it('counts attempts made on every instance against one limit, and forgives across them', async () => {
    const [a, b] = [await connection(), await connection()]
    const name = `leads-${Math.random()}`
    const onA = createSharedRateLimiter({ name, limit: 3, windowMs: 60_000, redis: a })
    const onB = createSharedRateLimiter({ name, limit: 3, windowMs: 60_000, redis: b })
    await onA.hit('203.0.113.9')
    await onB.hit('203.0.113.9')
    expect(await onA.retryAfter('203.0.113.9')).toBe(0)
    await onA.hit('203.0.113.9')
    expect(await onB.retryAfter('203.0.113.9')).toBe(60)
    expect(await onB.retryAfter('198.51.100.1')).toBe(0)
    await onB.forgive('203.0.113.9')
    expect(await onA.retryAfter('203.0.113.9')).toBe(0)
    // Another limit with the same key counts apart.
    expect(await createSharedRateLimiter({ name: `${name}-other`, limit: 1, windowMs: 60_000, redis: a }).retryAfter('203.0.113.9')).toBe(0)
  })

  it('ends the window in Redis too', async () => {
    const a = await connection()
    const limiter = createSharedRateLimiter({ name: `short-${Math.random()}`, limit: 1, windowMs: 300, redis: a })
    await limiter.hit('x')
    expect(await limiter.retryAfter('x')).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 350))
    expect(await limiter.retryAfter('x')).toBe(0)
  })

  it('makes an account wait alike on every instance', async () => {
    const [a, b] = [await connection(), await connection()]
    const name = `account-${Math.random()}`
    const onA = createSharedGrowingDelay({ name, freeFailures: 1, baseMs: 10_000, maxMs: 40_000, redis: a })
    const onB = createSharedGrowingDelay({ name, freeFailures: 1, baseMs: 10_000, maxMs: 40_000, redis: b })
    await onA.fail('editor@example.org')
    expect(await onB.retryAfter('editor@example.org')).toBe(0)
    await onB.fail('editor@example.org')
    expect(await onA.retryAfter('editor@example.org')).toBe(10)
    await onA.fail('editor@example.org')
    expect(await onB.retryAfter('editor@example.org')).toBe(20)
    await onB.reset('editor@example.org')
    expect(await onA.retryAfter('editor@example.org')).toBe(0)
  })

  it("falls back to this instance's own counts at once while Redis is down, logging once", async () => {
    const a = await connection()
    const logs: string[] = []
    const limiter = createSharedRateLimiter({ name: `down-${Math.random()}`, limit: 2, windowMs: 60_000, redis: a, log: (line) => logs.push(line) })
    const delay = createSharedGrowingDelay({ name: `down-${Math.random()}`, freeFailures: 0, baseMs: 5000, maxMs: 5000, redis: a, log: () => {} })
    await limiter.hit('x')
    await redis.stop()
    await waitFor(() => !a.isReady)
    const started = Date.now()
    expect(await limiter.retryAfter('x')).toBe(0)
    await limiter.hit('x')
    expect(await limiter.retryAfter('x')).toBe(60)
    await delay.fail('y')
    expect(await delay.retryAfter('y')).toBe(5)
    expect(Date.now() - started).toBeLessThan(500)
    expect(logs).toHaveLength(1)
    await redis.restart()
    await waitFor(() => a.isReady)
    // Redis answers again (it restarted empty).
    expect(await limiter.retryAfter('x')).toBe(0)
    expect(logs.at(-1)).toMatch(/reachable again/)
  }, 30_000)

  it('answers from memory within a second when Redis hangs, then at once while it is left alone', async () => {
    const a = await connection()
    const limiter = createSharedRateLimiter({ name: `hung-${Math.random()}`, limit: 1, windowMs: 60_000, redis: a, log: () => {} })
    redis.pause()
    try {
      let started = Date.now()
      await limiter.hit('x')
      expect(Date.now() - started).toBeLessThan(2000)
      started = Date.now()
      expect(await limiter.retryAfter('x')).toBeGreaterThan(55)
      expect(Date.now() - started).toBeLessThan(100)
    } finally {
      redis.resume()
    }
  }, 30_000)

  it('counts in memory alone without Redis', async () => {
    const limiter = createSharedRateLimiter({ name: 'none', limit: 1, windowMs: 60_000, redis: null })
    await limiter.hit('x')
    expect(await limiter.retryAfter('x')).toBe(60)
  })
})
