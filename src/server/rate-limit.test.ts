import { expect, it } from 'vitest'

import { createGrowingDelay, createRateLimiter } from './rate-limit'

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
