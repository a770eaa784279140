/**
 * `npm run bench -- cluster [--duration S]`: the launch-day setup measured (scripts/cluster/cluster.mjs: PostgreSQL,
 * Redis, the S3 stand-in, two production instances and the nginx caching proxy on loopback).
 *
 * - Throughput of one cached page (`/faq`, compressed as browsers ask) through one instance, through both at once
 *   (half the connections each), and through the proxy, against a static server sending the same bytes in the same
 *   run: autocannon, 50 connections, `--duration` seconds (default 10) each after a 2 s warm-up. The instances are
 *   measured twice: as a burst of visits meets them (nearly every answer from the page memory of the last second),
 *   and on the Next path (each request carries a query, which the page memory never answers: Next reads the page
 *   from the shared page cache in Redis and the server finishes it).
 * - Publish-to-visible: an edit published on instance A, then the time until instance B and the proxy show it.
 * - Pages re-rendered per publish: every published page is cached, one page's edit is published, and each page is
 *   asked once more on instance B; those not answered from the cache were re-rendered. Then the same for a new page.
 * Writes bench/results/cluster.json and prints the figures.
 */
import path from 'node:path'

import { loadTest, rawGet, startStaticServer } from './bench/http-load.mjs'
import { startCluster } from './cluster/cluster.mjs'
import { machineInfo, printTable, publishedPages, temporaryFolder, warmPages, writeResult } from './lib.mjs'

const durationAt = process.argv.indexOf('--duration')
const duration = durationAt >= 0 ? Number(process.argv[durationAt + 1]) : 10
if (!(duration > 0)) {
  console.error('Usage: npm run bench -- cluster [--duration SECONDS]')
  process.exit(2)
}
const CONNECTIONS = 50
const PAGE = '/faq'
const ENCODING = 'br, gzip'
const SHARED_SECONDS = 10

const cluster = await startCluster({ sharedSeconds: SHARED_SECONDS })
const [a, b] = cluster.instances

/** An editor's session on instance A (the CMS takes editor cookies from the site's origin, the proxy's). */
async function signIn() {
  const response = await fetch(`${a.base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: cluster.proxy },
    body: JSON.stringify(cluster.admin),
  })
  if (!response.ok) throw new Error(`Signing in answered ${response.status}`)
  return { cookie: response.headers.getSetCookie().map((value) => value.split(';')[0]).join('; '), origin: cluster.proxy }
}
const editor = await signIn()
const cms = async (method, address, body) => {
  const response = await fetch(`${a.base}${address}`, { method, headers: { ...editor, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${method} ${address} answered ${response.status}: ${await response.text()}`)
  return response.json()
}
const sections = (text) => [{ blockType: 'markdownSection', title: 'Launch day', text }]

// Throughput of one cached page.
await warmPages(a.base, [PAGE])
await warmPages(b.base, [PAGE])
await warmPages(cluster.proxy, [PAGE])
const answer = await rawGet(new URL(PAGE, a.base), ENCODING)
const { base: staticBase, stop: stopStatic } = await startStaticServer(path.join(temporaryFolder('sel-bench-cluster'), 'answers.json'), { [`${ENCODING} ${PAGE}`]: answer })
// A query the page does not read: the same cached page, never answered from the page memory.
const NEXT_PATH = `${PAGE}?bench=next-path`
const load = (base, seconds, connections = CONNECTIONS, path = PAGE) => loadTest({ base, acceptEncoding: ENCODING, seconds, connections, paths: [path] })
const both = async (seconds, path = PAGE) => {
  const [one, two] = await Promise.all([load(a.base, seconds, CONNECTIONS / 2, path), load(b.base, seconds, CONNECTIONS / 2, path)])
  return {
    ...one,
    requestsPerSecond: one.requestsPerSecond + two.requestsPerSecond,
    latencyP50Ms: Math.max(one.latencyP50Ms, two.latencyP50Ms),
    latencyP99Ms: Math.max(one.latencyP99Ms, two.latencyP99Ms),
    requests: one.requests + two.requests,
    non2xx: one.non2xx + two.non2xx,
    errors: one.errors + two.errors,
  }
}
const nextPathAnswer = await fetch(new URL(NEXT_PATH, a.base), { headers: { 'accept-encoding': ENCODING } })
await nextPathAnswer.arrayBuffer()
if (nextPathAnswer.headers.get('x-nextjs-cache') !== 'HIT') throw new Error(`${NEXT_PATH} was not answered from the page cache (x-nextjs-cache: ${nextPathAnswer.headers.get('x-nextjs-cache')})`)
const targets = [
  ['one instance, page memory', (seconds) => load(a.base, seconds)],
  ['one instance, Next path', (seconds) => load(a.base, seconds, CONNECTIONS, NEXT_PATH)],
  ['two instances, page memory', (seconds) => both(seconds)],
  ['two instances, Next path', (seconds) => both(seconds, NEXT_PATH)],
  ['proxy', (seconds) => load(cluster.proxy, seconds)],
  ['static server', (seconds) => load(staticBase, seconds)],
]
const throughput = []
for (const [name, run] of targets) {
  await run(2)
  throughput.push({ target: name, ...(await run(duration)) })
}
stopStatic()
const staticRate = throughput.at(-1).requestsPerSecond
for (const row of throughput) row.ofStatic = `${Math.round((row.requestsPerSecond / staticRate) * 1000) / 10}%`

// Publish-to-visible.
const route = `/bench-launch-${Date.now().toString(36)}`
const { doc } = await cms('POST', '/api/pages', { title: 'Launch bench', path: route, sections: sections('First words'), _status: 'published' })
await warmPages(b.base, [route])
await warmPages(cluster.proxy, [route])
async function untilShown(base, words, timeoutMs) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    if ((await (await fetch(`${base}${route}`)).text()).includes(words)) return Date.now()
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return null
}
const published = Date.now()
await cms('PATCH', `/api/pages/${doc.id}`, { sections: sections('Second words'), _status: 'published' })
const afterPublish = Date.now()
const [onB, viaProxy] = await Promise.all([untilShown(b.base, 'Second words', 30_000), untilShown(cluster.proxy, 'Second words', (SHARED_SECONDS + 30) * 1000)])
const delay = (shown) => (shown === null ? null : shown - afterPublish)

// Pages re-rendered per publish.
async function rerenderedAfter(change) {
  const pages = await publishedPages(a.base)
  await warmPages(a.base, pages)
  await warmPages(a.base, pages)
  await change()
  let rerendered = 0
  for (const page of pages) if ((await fetch(`${b.base}${page}`)).headers.get('x-nextjs-cache') !== 'HIT') rerendered++
  return { pages: pages.length, rerendered }
}
const edit = await rerenderedAfter(() => cms('PATCH', `/api/pages/${doc.id}`, { sections: sections('Third words'), _status: 'published' }))
const added = await rerenderedAfter(() =>
  cms('POST', '/api/pages', { title: 'Launch bench, new', path: `${route}-new`, sections: sections('New page'), _status: 'published' }),
)
await cluster.stop()

const result = {
  tool: `autocannon, ${CONNECTIONS} connections (two instances: half each), ${duration} s per target after a 2 s warm-up, one cached page (${PAGE}, Accept-Encoding: ${ENCODING}; on the Next path ${NEXT_PATH})`,
  method:
    'Everything on 127.0.0.1 of one machine: PostgreSQL, Redis, the S3 stand-in, two production instances (their own build folders, one page cache in Redis) and nginx (deploy/nginx.conf). The static server answers from memory with the bytes instance A sent.',
  machine: machineInfo(),
  sharedCacheSeconds: SHARED_SECONDS,
  throughput,
  publishToVisibleMs: { otherInstance: delay(onB), proxy: delay(viaProxy), publishRequestMs: afterPublish - published },
  rerenderedPerPublish: { editOfOnePage: edit, newPage: added },
}
writeResult('cluster', result)
console.log('')
printTable(throughput, [
  ['target', 'through'],
  ['requestsPerSecond', 'req/s'],
  ['latencyP50Ms', 'p50 ms'],
  ['latencyP99Ms', 'p99 ms'],
  ['non2xx', 'non-2xx'],
  ['errors', 'errors'],
  ['ofStatic', 'of static'],
])
console.log(`Publish on A (request ${result.publishToVisibleMs.publishRequestMs} ms), then visible on B after ${result.publishToVisibleMs.otherInstance} ms, through the proxy after ${result.publishToVisibleMs.proxy} ms (shared time ${SHARED_SECONDS} s).`)
console.log(`Pages re-rendered: ${edit.rerendered} of ${edit.pages} after publishing an edit of one page; ${added.rerendered} of ${added.pages} after publishing a new page.`)
process.exit(0)
