import { describe, expect, it, vi } from 'vitest'

import { readiness, readinessResponse } from './readiness'

const ok = { name: 'database', check: async () => undefined }

describe('readiness', () => {
  it('answers 200 with every check ok, never to be cached', async () => {
    const response = readinessResponse(await readiness([ok, { name: 'redis', check: async () => undefined }]))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: { status: 'ok' }, redis: { status: 'ok' } } })
  })

  it('answers 503 naming the check that is not ready and why', async () => {
    const response = readinessResponse(await readiness([ok, { name: 'storage', check: async () => 'bucket missing' }]))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'error', checks: { database: { status: 'ok' }, storage: { status: 'error', reason: 'bucket missing' } } })
  })

  it('reports an optional part that is down without taking the instance out of service', async () => {
    const response = readinessResponse(await readiness([ok, { name: 'redis', check: async () => 'unreachable', optional: true }]))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: 'ok', checks: { database: { status: 'ok' }, redis: { status: 'error', reason: 'unreachable' } } })
  })

  it('logs a failing check and shows no internals', async () => {
    const log = vi.fn()
    const result = await readiness([{ name: 'database', check: async () => Promise.reject(new Error('password authentication failed for user "site"')) }], { log })
    expect(result).toEqual({ status: 'error', checks: { database: { status: 'error', reason: 'unavailable' } } })
    expect(log).toHaveBeenCalledWith(expect.stringContaining('password authentication failed'))
  })

  it('does not wait for a check that hangs', async () => {
    const started = Date.now()
    const result = await readiness([ok, { name: 'redis', check: () => new Promise<void>(() => undefined) }], { timeoutMs: 50, log: () => undefined })
    expect(Date.now() - started).toBeLessThan(1000)
    expect(result.checks.redis).toEqual({ status: 'error', reason: 'no answer within 50 ms' })
  })

  it('answers 503 "stopping" while the server stops, without checking anything', async () => {
    const check = vi.fn(async () => undefined)
    const response = readinessResponse(await readiness([{ name: 'database', check }], { stopping: true }))
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ status: 'stopping', checks: {} })
    expect(check).not.toHaveBeenCalled()
  })
})
