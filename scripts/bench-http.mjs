/**
 * `npm run bench -- http [--duration S]`: throughput of the published pages served from the page cache, against a
 * minimal static-file server serving the very same bytes, in the same run, on loopback.
 *
 * The production build is served by `scripts/serve.mjs` from a fresh demo database; every published page is requested
 * once so it is in the page cache. Then each page is fetched once more for each scenario, and the answer's body bytes
 * (compressed or not, exactly as the site sent them) and its content headers are handed to a static server: a plain
 * node:http server in a process of its own that answers each path from memory with those bytes and headers, doing no
 * work per request (like a web server serving pre-compressed files). autocannon then sends the same requests,
 * cycling through every page, with 50 connections for `--duration` seconds (default 10) to each server in turn, after
 * a 2 s warm-up of each.
 *
 * Scenarios: `Accept-Encoding: br, gzip` as browsers send it (the site compresses each answer; the static server
 * sends the bytes the site compressed), and no Accept-Encoding (both send the HTML as it is), which shows the
 * framework's own cost per request apart from compression. Writes bench/results/http.json and prints requests per
 * second, latency p50 and p99, and the site's share of the static server's throughput.
 */
import path from 'node:path'

import { encodingKey, loadTest, rawGet, startStaticServer } from './bench/http-load.mjs'
import { machineInfo, printTable, startBenchSite, temporaryFolder, warmPages, writeResult } from './lib.mjs'

const SCENARIOS = [
  { name: 'compressed', acceptEncoding: 'br, gzip' },
  { name: 'uncompressed', acceptEncoding: null },
]
const CONNECTIONS = 50

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

  const site = await startBenchSite()
  const pages = await site.pages()
  await warmPages(site.base, pages)

  // The site's own answers, as sent: body bytes untouched (still compressed when the site compressed them).
  const recorded = {}
  for (const scenario of SCENARIOS) {
    for (const page of pages) recorded[`${encodingKey(scenario.acceptEncoding)} ${page}`] = await rawGet(new URL(page, site.base), scenario.acceptEncoding)
  }
  const notCached = [...new Set(Object.entries(recorded).filter(([, entry]) => entry.allHeaders['x-nextjs-cache'] !== 'HIT').map(([key]) => key.split(' ').at(-1)))]
  const file = path.join(temporaryFolder('sel-bench-http'), 'responses.json')

  const { base: staticBase, stop: stopStatic } = await startStaticServer(file, recorded)

  const load = (base, acceptEncoding, seconds) => loadTest({ base, acceptEncoding, seconds, connections: CONNECTIONS, paths: pages })

  console.log(`\nautocannon: ${CONNECTIONS} connections, ${duration} s per server and scenario, ${pages.length} pages in turn`)
  const scenarios = []
  for (const scenario of SCENARIOS) {
    const answers = pages.map((page) => recorded[`${encodingKey(scenario.acceptEncoding)} ${page}`])
    await load(site.base, scenario.acceptEncoding, 2)
    await load(staticBase, scenario.acceptEncoding, 2)
    const siteResult = await load(site.base, scenario.acceptEncoding, duration)
    const staticResult = await load(staticBase, scenario.acceptEncoding, duration)
    scenarios.push({
      name: scenario.name,
      acceptEncoding: scenario.acceptEncoding,
      contentEncoding: answers[0].allHeaders['content-encoding'] ?? null,
      averageBodyBytes: Math.round(answers.reduce((sum, entry) => sum + entry.body.length, 0) / answers.length),
      site: siteResult,
      static: staticResult,
      ratioPercent: Math.round((siteResult.requestsPerSecond / staticResult.requestsPerSecond) * 1000) / 10,
    })
  }
  site.stop()
  stopStatic()

  const sample = recorded[`${encodingKey(SCENARIOS[0].acceptEncoding)} ${pages[0]}`].allHeaders
  writeResult('http', {
    tool: `autocannon, ${CONNECTIONS} connections, ${duration} s per server and scenario after a 2 s warm-up, requests cycling through every published page`,
    method:
      'Both servers on 127.0.0.1. The static server is a node:http server in its own process answering from memory with the bytes and content headers the site sent for each page and Accept-Encoding (compressed as the site compressed them), so it does no work per request.',
    machine: machineInfo(),
    pages: pages.length,
    siteHeaders: { 'cache-control': sample['cache-control'] ?? null, vary: sample.vary ?? null, 'x-nextjs-cache': sample['x-nextjs-cache'] ?? null },
    pagesNotFromCache: notCached,
    scenarios,
  })

  console.log('')
  printTable(
    scenarios.flatMap((scenario) => [
      { server: `site, ${scenario.name}`, ...scenario.site, ratio: `${scenario.ratioPercent}%` },
      { server: `static, ${scenario.name}`, ...scenario.static, ratio: '' },
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

