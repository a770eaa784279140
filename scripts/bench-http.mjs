/**
 * `npm run bench -- http [--duration S]`: throughput of the published pages, against a minimal static-file server
 * serving the very same bytes, in the same run, on loopback, in two figures:
 *
 * - **page memory**: the site as deployed. A page sent less than a second ago is sent again from the server's memory
 *   (src/server/burst-cache.mjs); cycling through the pages at thousands of requests a second, nearly every answer
 *   comes from there. This is what a burst of visitors to a few pages meets.
 * - **Next path**: the same build with the page memory off (PAGE_MEMORY_MS=0): every answer goes through Next's
 *   request handling and its page cache, plus the server's finishing (script loading, hashes, compression). This is
 *   what a visit meets when its page was not sent in the last second.
 *
 * Two servers of the production build (`scripts/serve.mjs`), each on a fresh demo database; every published page is
 * requested once so it is in the page cache. Then each page is fetched once more for each scenario, and the answer's
 * body bytes (compressed or not, exactly as the site sent them) and its content headers are handed to a static
 * server: a plain node:http server in a process of its own that answers each path from memory with those bytes and
 * headers, doing no work per request (like a web server serving pre-compressed files). autocannon then sends the
 * same requests, cycling through every page, with 50 connections for `--duration` seconds (default 10) to each
 * server in turn, after a 2 s warm-up of each.
 *
 * Scenarios: `Accept-Encoding: br, gzip` as browsers send it (the site compresses each answer; the static server
 * sends the bytes the site compressed), and no Accept-Encoding (both send the HTML as it is). Writes
 * bench/results/http.json and prints requests per second, latency p50 and p99, and each figure's share of the static
 * server's throughput.
 */
import fs from 'node:fs'
import path from 'node:path'

import { encodingKey, loadTest, rawGet, startStaticServer } from './bench/http-load.mjs'
import { copyBuild, machineInfo, onExit, printTable, root, startBenchSite, temporaryFolder, warmPages, writeResult } from './lib.mjs'

const SCENARIOS = [
  { name: 'compressed', acceptEncoding: 'br, gzip' },
  { name: 'uncompressed', acceptEncoding: null },
]
const CONNECTIONS = 50
const NEXT_PATH_DIST_DIR = '.next-bench-next-path'

await main()
process.exit(0)

async function main() {
  const args = process.argv.slice(2)
  const durationAt = args.indexOf('--duration')
  const duration = durationAt >= 0 ? Number(args[durationAt + 1]) : 10
  if (!(duration > 0)) {
    console.error('Usage: npm run bench -- http [--duration SECONDS]')
    process.exit(2)
  }

  // The site as deployed, and the same build with its page memory off: the path behind it.
  // Each serves its own copy of the build, so neither reads pages the other cached.
  const site = await startBenchSite()
  onExit(() => fs.rmSync(path.join(root, NEXT_PATH_DIST_DIR), { recursive: true, force: true }))
  copyBuild(NEXT_PATH_DIST_DIR)
  const nextPath = await startBenchSite({ env: { PAGE_MEMORY_MS: '0', NEXT_DIST_DIR: NEXT_PATH_DIST_DIR } })
  const pages = await site.pages()
  await warmPages(site.base, pages)
  await warmPages(nextPath.base, pages)

  // The site's own answers, as sent: body bytes untouched (still compressed when the site compressed them).
  const recorded = {}
  for (const scenario of SCENARIOS) {
    for (const page of pages) recorded[`${encodingKey(scenario.acceptEncoding)} ${page}`] = await rawGet(new URL(page, site.base), scenario.acceptEncoding)
  }
  const notCached = [...new Set(Object.entries(recorded).filter(([, entry]) => entry.allHeaders['x-nextjs-cache'] !== 'HIT').map(([key]) => key.split(' ').at(-1)))]
  const file = path.join(temporaryFolder('sel-bench-http'), 'responses.json')

  const { base: staticBase, stop: stopStatic } = await startStaticServer(file, recorded)

  const load = (base, acceptEncoding, seconds) => loadTest({ base, acceptEncoding, seconds, connections: CONNECTIONS, paths: pages })
  const share = (result, yardstick) => Math.round((result.requestsPerSecond / yardstick.requestsPerSecond) * 1000) / 10

  console.log(`\nautocannon: ${CONNECTIONS} connections, ${duration} s per server and scenario, ${pages.length} pages in turn`)
  const scenarios = []
  for (const scenario of SCENARIOS) {
    const answers = pages.map((page) => recorded[`${encodingKey(scenario.acceptEncoding)} ${page}`])
    const measured = {}
    for (const [name, base] of [['static', staticBase], ['pageMemory', site.base], ['nextPath', nextPath.base]]) {
      await load(base, scenario.acceptEncoding, 2)
      measured[name] = await load(base, scenario.acceptEncoding, duration)
    }
    scenarios.push({
      name: scenario.name,
      acceptEncoding: scenario.acceptEncoding,
      contentEncoding: answers[0].allHeaders['content-encoding'] ?? null,
      averageBodyBytes: Math.round(answers.reduce((sum, entry) => sum + entry.body.length, 0) / answers.length),
      static: measured.static,
      pageMemory: { ...measured.pageMemory, percentOfStatic: share(measured.pageMemory, measured.static) },
      nextPath: { ...measured.nextPath, percentOfStatic: share(measured.nextPath, measured.static) },
    })
  }
  site.stop()
  nextPath.stop()
  stopStatic()

  const sample = recorded[`${encodingKey(SCENARIOS[0].acceptEncoding)} ${pages[0]}`].allHeaders
  writeResult('http', {
    tool: `autocannon, ${CONNECTIONS} connections, ${duration} s per server and scenario after a 2 s warm-up, requests cycling through every published page`,
    method:
      'All servers on 127.0.0.1. pageMemory: the production server as deployed (a page sent in the last second is sent again from memory). nextPath: the same build with PAGE_MEMORY_MS=0, every answer through Next and its page cache. static: a node:http server in its own process answering from memory with the bytes and content headers the site sent for each page and Accept-Encoding (compressed as the site compressed them), so it does no work per request.',
    machine: machineInfo(),
    pages: pages.length,
    siteHeaders: { 'cache-control': sample['cache-control'] ?? null, vary: sample.vary ?? null, 'x-nextjs-cache': sample['x-nextjs-cache'] ?? null },
    pagesNotFromCache: notCached,
    scenarios,
  })

  console.log('')
  printTable(
    scenarios.flatMap((scenario) => [
      { server: `static, ${scenario.name}`, ...scenario.static, ratio: '' },
      { server: `site (page memory), ${scenario.name}`, ...scenario.pageMemory, ratio: `${scenario.pageMemory.percentOfStatic}%` },
      { server: `site (Next path), ${scenario.name}`, ...scenario.nextPath, ratio: `${scenario.nextPath.percentOfStatic}%` },
    ]),
    [
      ['server', 'server'],
      ['requestsPerSecond', 'req/s'],
      ['latencyP50Ms', 'p50 ms'],
      ['latencyP99Ms', 'p99 ms'],
      ['non2xx', 'non-2xx'],
      ['errors', 'errors'],
      ['ratio', 'site/static'],
    ],
  )
  for (const scenario of scenarios) {
    console.log(`${scenario.name}: content-encoding ${scenario.contentEncoding ?? 'none'}, average body ${Math.round(scenario.averageBodyBytes / 1024)} KiB`)
  }
  console.log(`Page headers: cache-control: ${sample['cache-control'] ?? '-'}`)
  if (notCached.length) console.log(`⚠ Not answered from the page cache: ${notCached.join(', ')}`)
}

