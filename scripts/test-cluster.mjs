/**
 * `npm run test:cluster [playwright arguments…]`: the launch-day setup tested together. Starts PostgreSQL, Redis, the
 * S3 stand-in, two production instances and the nginx caching proxy (scripts/cluster/cluster.mjs), then runs the
 * browser tests in tests/cluster against them in Debian's Chromium. The tests stop and start Redis and the instances
 * through a small control server on loopback (CLUSTER_CONTROL). Everything stops when the script ends.
 */
import http from 'node:http'
import path from 'node:path'

import { runAsync, startCluster } from './cluster/cluster.mjs'
import { bin, onExit, startLeadProviderStandIn } from './lib.mjs'

// The email-marketing provider's stand-in fails a tenth of its calls: leads wait and are sent again.
const leadProvider = await startLeadProviderStandIn({ failureRate: 0.1 })
const cluster = await startCluster({ sharedSeconds: 3, env: { ...leadProvider.env, LEAD_RATE_LIMIT_PER_MINUTE: '100000' } })

/**
 * POST /redis/stop|start, /instances/<a|b>/kill|stop|start, /schedule-publish?page=<id>&at=<time>: answers 204 once
 * done.
 */
const actions = {
  'schedule-publish': (query) =>
    runAsync(bin('payload'), ['run', path.join('tests', 'support', 'schedule-publish.ts')], { ...cluster.env, SCHEDULE_PAGE: query.get('page'), SCHEDULE_AT: query.get('at') }),
  'redis/stop': () => cluster.redis.stop(),
  'redis/start': () => cluster.redis.restart(),
  ...Object.fromEntries(
    cluster.instances.flatMap((one) => ['kill', 'stop', 'start'].map((what) => [`instances/${one.name}/${what}`, () => one[what]()])),
  ),
}
const control = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://control')
  const action = actions[url.pathname.replace(/^\//, '')]
  if (req.method !== 'POST' || !action) return res.writeHead(404).end()
  try {
    await action(url.searchParams)
    res.writeHead(204).end()
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
