import { startRedis } from '../../scripts/cluster/redis.mjs'
import { createRedisConnection, redisHost, sharedRedis } from './redis.mjs'

const waitFor = async (check: () => boolean) => {
  const deadline = Date.now() + 10_000
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

it('connects to nothing without REDIS_URL', () => {
  expect(sharedRedis('')).toBeNull()
  expect(sharedRedis(undefined)).toBeNull()
})

it('names the host of a Redis address in logs, never its password', () => {
  expect(redisHost('rediss://site:s3cret@cache.example.org:6380/0')).toBe('cache.example.org:6380')
})

it('refuses commands at once while Redis is down, logs the outage once, and reconnects by itself', async () => {
  const redis = await startRedis()
  const logs: string[] = []
  const client = createRedisConnection(redis.url, { log: (line: string) => logs.push(line) })
  try {
    await waitFor(() => client.isReady)
    await client.set('sel-site:test', '1')
    await redis.stop()
    await waitFor(() => !client.isReady)
    const started = Date.now()
    for (let i = 0; i < 20; i += 1) await expect(client.get('sel-site:test')).rejects.toThrow()
    expect(Date.now() - started).toBeLessThan(500)
    // Reconnection attempts keep failing meanwhile: still one line.
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(logs).toEqual([expect.stringMatching(/^Redis connection to 127\.0\.0\.1:\d+ is unreachable/)])
    await redis.restart()
    await waitFor(() => client.isReady)
    expect(logs.at(-1)).toMatch(/is back/)
    expect(await client.get('sel-site:test')).toBeNull()
  } finally {
    client.destroy()
    await redis.stop()
  }
}, 30_000)
