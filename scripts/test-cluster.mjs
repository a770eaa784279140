/**
 * `npm test cluster [playwright arguments…]`: the launch-day setup tested together. Starts PostgreSQL, Redis, the
 * S3 stand-in, two production instances and the nginx caching proxy (scripts/cluster/cluster.mjs), then runs the
 * browser tests in tests/cluster against them in Debian's Chromium. The tests stop and start Redis and the instances
 * through a small control server on loopback (CLUSTER_CONTROL). Everything stops when the script ends.
 */
import { spawn } from 'node:child_process'
import http from 'node:http'
import path from 'node:path'

import { createClient } from 'redis'

import { redisKeyPrefix } from '../src/server/shared-services-checks.mjs'
import { runAsync, startCluster } from './cluster/cluster.mjs'
import { bin, freePort, onExit, root, startLeadProviderStandIn, TEST_PROVIDER } from './lib.mjs'

// The email-marketing provider's stand-in fails a tenth of its calls: leads wait and are sent again.
const leadProvider = await startLeadProviderStandIn({ failureRate: 0.1, ...TEST_PROVIDER })
const cluster = await startCluster({ sharedSeconds: 3, env: { ...leadProvider.env, LEAD_RATE_LIMIT_PER_MINUTE: '100000' } })

/**
 * Rewrites the stored page of `route` straight in Redis, as someone with access to Redis but not the instances' key
 * would: `from` replaced by `to` in its HTML, its signature kept. Resolves with the number of entries changed.
 */
async function forgePage(query) {
  const client = createClient({ url: cluster.redis.url })
  await client.connect()
  try {
    let changed = 0
    for await (const keys of client.scanIterator({ MATCH: `${redisKeyPrefix(cluster.env)}page-cache:*${query.get('path')}`, COUNT: 1000 })) {
      for (const key of [keys].flat()) {
        const stored = await client.get(key)
        if (!stored?.includes(query.get('from'))) continue
        await client.set(key, stored.replaceAll(query.get('from'), query.get('to')), { expiration: 'KEEPTTL' })
        changed += 1
      }
    }
    if (!changed) {
      const seen = []
      for await (const keys of client.scanIterator({ MATCH: `*${query.get('path')}*`, COUNT: 1000 })) seen.push(...[keys].flat())
      const samples = await Promise.all(seen.slice(0, 4).map(async (key) => `${key} ${(await client.get(key))?.slice(0, 300)}`))
      throw new Error(`no stored page of ${query.get('path')} holds "${query.get('from')}"; keys: ${samples.join('\n')}`)
    }
    return changed
  } finally {
    await client.quit()
  }
}

/**
 * Starts a third instance with the cluster's settings but `without` the password of `redis` or `database`; resolves
 * with its exit code and output once it ends (it must refuse to start), or fails after 60 s.
 */
async function startWithout(query) {
  const env = { ...process.env, ...cluster.env, PORT: String(await freePort()) }
  if (query.get('without') === 'redis') env.REDIS_URL = `redis://127.0.0.1:${cluster.redis.port}`
  else {
    const uri = new URL(cluster.env.DATABASE_URI)
    uri.password = ''
    env.DATABASE_URI = uri.href
  }
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  onExit(() => child.exitCode === null && child.kill('SIGKILL'))
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (data) => (output += data))
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  const code = await new Promise((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? signal)))
  clearTimeout(timer)
  return { code, output }
}

/**
 * POST /redis/stop|start, /instances/<a|b>/kill|stop|start|pause|resume, /schedule-publish?page=<id>&at=<time>: answers 204 once
 * done. POST /redis/forge-page?path&from&to and /start-without-password?without=redis|database answer 200 with JSON.
 */
const actions = {
  'redis/forge-page': forgePage,
  'start-without-password': startWithout,
  'schedule-publish': (query) =>
    runAsync(bin('payload'), ['run', path.join('tests', 'support', 'schedule-publish.ts')], { ...cluster.env, SCHEDULE_PAGE: query.get('page'), SCHEDULE_AT: query.get('at') }),
  'redis/stop': () => cluster.redis.stop(),
  'redis/start': () => cluster.redis.restart(),
  ...Object.fromEntries(
    cluster.instances.flatMap((one) => ['kill', 'stop', 'start', 'pause', 'resume'].map((what) => [`instances/${one.name}/${what}`, () => one[what]()])),
  ),
}
const control = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://control')
  const action = actions[url.pathname.replace(/^\//, '')]
  if (req.method !== 'POST' || !action) return res.writeHead(404).end()
  try {
    const result = await action(url.searchParams)
    if (result === undefined || result === null) res.writeHead(204).end()
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result))
  } catch (error) {
    res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error?.message ?? error))
  }
})
await new Promise((resolve) => control.listen(0, '127.0.0.1', resolve))
onExit(() => control.close())

// Run without blocking this process: it serves the S3 stand-in and the control server.
const passed = await runAsync(bin('playwright'), ['test', '--config', path.join('tests', 'cluster', 'playwright.config.ts'), ...process.argv.slice(2)], {
  CLUSTER_PROXY: cluster.proxy,
  CLUSTER_A: cluster.instances[0].base,
  CLUSTER_B: cluster.instances[1].base,
  CLUSTER_CONTROL: `http://127.0.0.1:${control.address().port}`,
  CLUSTER_SHARED_SECONDS: cluster.env.SHARED_CACHE_SECONDS,
  CLUSTER_LEAD_PROVIDER: leadProvider.env.CONSTANT_CONTACT_API_URL,
  ADMIN_EMAIL: cluster.admin.email,
  ADMIN_PASSWORD: cluster.admin.password,
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
}).then(
  () => true,
  () => false,
)
await cluster.stop()
leadProvider.stop()
if (!passed) {
  console.error('\n✗ The cluster tests failed; traces in test-results/cluster.')
  process.exit(1)
}
console.log('\nAll cluster checks passed.')
process.exit(0)
