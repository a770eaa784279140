/**
 * `npm run bench -- <name> [arguments…]`: runs one benchmark, `scripts/bench-<name>.mjs`, which prints its figures
 * and saves them in bench/results/. Figures are reported, never asserted; docs/performance.md quotes them.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { root } from './lib.mjs'

const BENCHMARKS = {
  lighthouse: 'Lighthouse scores and paint timings of every published page (--runs N, or page paths)',
  http: 'pages per second from the page cache, against a static server sending the same bytes (--duration S)',
  bundle: 'JavaScript each published page makes a browser download on first load',
  'block-storage': 'page reads and schema size with blocks in tables and as JSON',
  leads: 'lead capture under load while the provider fails (--count N --clients C --failure-rate R)',
  search: 'site search query latency over generated pages (--pages N --queries Q)',
  cluster: 'two instances behind the caching proxy, and a publish reaching visitors (--duration S)',
}

const [name, ...args] = process.argv.slice(2)
if (!name || !BENCHMARKS[name]) {
  console.error(`${name ? `No benchmark "${name}".\n` : ''}Usage: npm run bench -- <name> [arguments…]`)
  for (const [each, what] of Object.entries(BENCHMARKS)) console.error(`  ${each.padEnd(14)} ${what}`)
  process.exit(2)
}
const result = spawnSync(process.execPath, [path.join('scripts', `bench-${name}.mjs`), ...args], { cwd: root, stdio: 'inherit' })
process.exit(result.status ?? 1)
