/**
 * `npm run bench -- search [--pages N --queries Q]`: site search's query latency. Builds the in-memory index from
 * N generated pages (default 1,000: hero, markdown sections, cards, FAQ entries) through the same text extraction
 * the Pages hooks use, then times Q queries (default 400: whole words, prefixes, typos, two words, no match) with
 * the function GET /api/search calls. No server and no build: it runs the search modules in-process with tsx.
 * Prints extraction and index build times, p50/p95/max per query; writes bench/results/search.json.
 */
import { spawnSync } from 'node:child_process'

import { bin, machineInfo, printTable, root, writeResult } from './lib.mjs'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const PAGES = option('pages', 1000)
const QUERIES = option('queries', 400)

const result = spawnSync(bin('tsx'), ['scripts/search/probe.ts', String(PAGES), String(QUERIES)], { cwd: root, encoding: 'utf8' })
const line = result.stdout.split('\n').find((text) => text.startsWith('RESULT '))
if (result.status !== 0 || !line) {
  console.error(result.stdout, result.stderr)
  process.exit(1)
}
const figures = JSON.parse(line.slice('RESULT '.length))
printTable(
  [figures],
  [
    ['pages', 'pages'],
    ['indexedTextMiB', 'text MiB'],
    ['extractMs', 'extract ms'],
    ['buildMs', 'build ms'],
    ['queries', 'queries'],
    ['p50Ms', 'p50 ms'],
    ['p95Ms', 'p95 ms'],
    ['maxMs', 'max ms'],
    ['heapUsedMiB', 'heap MiB'],
  ],
)
writeResult('search', { machine: machineInfo(), ...figures })
