import { afterEach, beforeEach, expect, it, vi } from 'vitest'

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('sel-site.revalidation-retries')]
  vi.resetModules()
  vi.useFakeTimers()
})
afterEach(() => vi.useRealTimers())

const quietLog = () => ({ info: vi.fn(), warn: vi.fn() })

it('tries a failed revalidation again until it succeeds, and health reports it meanwhile', async () => {
  const { retryRevalidation, revalidationsWaiting } = await import('./revalidation-retries')
  const log = quietLog()
  let failuresLeft = 3
  const apply = vi.fn(async () => {
    if (failuresLeft-- > 0) throw new Error('HTTP 503')
  })
  expect(revalidationsWaiting()).toBeUndefined()
  retryRevalidation('page:/pricing', apply, new Error('ECONNREFUSED'), log)
  expect(revalidationsWaiting()).toMatch(/^1 revalidation\(s\) not applied yet, .*page:\/pricing: ECONNREFUSED/)
  await vi.advanceTimersByTimeAsync(1_000)
  await vi.advanceTimersByTimeAsync(5_000)
  expect(apply).toHaveBeenCalledTimes(2)
  expect(revalidationsWaiting()).toContain('HTTP 503')
  await vi.advanceTimersByTimeAsync(30_000)
  expect(revalidationsWaiting()).toBeDefined()
  await vi.advanceTimersByTimeAsync(60_000)
  expect(apply).toHaveBeenCalledTimes(4)
  expect(revalidationsWaiting()).toBeUndefined()
  expect(log.info).toHaveBeenCalledWith('Revalidated page:/pricing (attempt 5)')
})

it('keeps one retry per change: a newer failure replaces the older one', async () => {
  const { retryRevalidation, revalidationsWaiting } = await import('./revalidation-retries')
  const older = vi.fn(async () => {})
  const newer = vi.fn(async () => {})
  retryRevalidation('global:header', older, new Error('first'), quietLog())
  retryRevalidation('global:header', newer, new Error('second'), quietLog())
  expect(revalidationsWaiting()).toMatch(/^1 revalidation/)
  await vi.advanceTimersByTimeAsync(1_000)
  expect(older).not.toHaveBeenCalled()
  expect(newer).toHaveBeenCalledTimes(1)
  expect(revalidationsWaiting()).toBeUndefined()
})
