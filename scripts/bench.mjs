/**
 * `npm run bench`: speed and size of the public pages, measured against a running production server
 * (BASE_URL, default http://localhost:3000). Warms each page first; prints the median of 20 requests
 * and the JavaScript each page asks the browser to download. Numbers are reported, never asserted.
 */
import { gzipSync } from 'node:zlib'

const base = process.env.BASE_URL ?? 'http://localhost:3000'
const routes = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/elementary-school-curriculum/digital-program', '/webinars', '/contact', '/blocks']

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function time(url) {
  const start = performance.now()
  const response = await fetch(url)
  const body = await response.text()
  return { ms: performance.now() - start, body, cache: response.headers.get('x-nextjs-cache') }
}

const sizes = new Map()
async function scriptBytes(html) {
  const sources = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))
  let total = 0
  let gzipped = 0
  for (const src of sources) {
    if (!sizes.has(src)) {
      const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())
      sizes.set(src, { raw: body.byteLength, gzip: gzipSync(body).byteLength })
    }
    total += sizes.get(src).raw
    gzipped += sizes.get(src).gzip
  }
  return { count: sources.length, total, gzipped }
}

console.log(`route\tmedian ms\tcache\tHTML KB\tscripts\tJS KB\tJS KB gzip`)
for (const route of routes) {
  const url = new URL(route, base).toString()
  await time(url)
  const runs = []
  let last
  for (let i = 0; i < 20; i++) {
    last = await time(url)
    runs.push(last.ms)
  }
  const js = await scriptBytes(last.body)
  console.log(
    [route, median(runs).toFixed(1), last.cache ?? '-', (last.body.length / 1024).toFixed(1), js.count, (js.total / 1024).toFixed(1), (js.gzipped / 1024).toFixed(1)].join('\t'),
  )
}
