/**
 * `npm run bench -- lighthouse [--runs N] [/path …]`: Lighthouse 12 (mobile preset, simulated throttling) on every
 * published page of a fresh demo database, served by the production build on loopback, in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium). Each page and every image it references are requested once first, so the
 * figures are those of a visitor who meets the page cache and the image cache warm. With several runs a page's figures
 * are the run with the median performance score. Writes bench/results/lighthouse.json and prints a table; numbers are
 * reported, never asserted. Three runs per page by default (about 8 minutes for the demo site on 2 cores, plus a
 * build when the sources changed); `--runs 1` for a quick look, `/path …` for some pages only.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { aptInstall, machineInfo, median, onExit, printTable, root, startBenchSite, warmPages, writeResult } from './lib.mjs'

const args = process.argv.slice(2)
const runsAt = args.indexOf('--runs')
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3
const only = args.filter((arg, index) => arg.startsWith('/') && (runsAt < 0 || index !== runsAt + 1))
if (!Number.isInteger(runs) || runs < 1) {
  console.error('Usage: npm run bench -- lighthouse [--runs N] [/page …]')
  process.exit(2)
}

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
if (!fs.existsSync(chromePath)) aptInstall(['chromium'], "Debian's Chromium for Lighthouse")

const site = await startBenchSite()
const pages = only.length ? only : await site.pages()
await warmPages(site.base, pages)
await warmImages(site.base, pages)

const categories = ['performance', 'accessibility', 'best-practices', 'seo']

/** Every image address a page's HTML names (src, srcset, preload links), requested as a browser would ask for it. */
async function warmImages(base, list) {
  const seen = new Set()
  for (const page of list) {
    const html = await (await fetch(new URL(page, base))).text()
    const decode = (value) => value.replaceAll('&amp;', '&')
    const sets = [...html.matchAll(/(?:srcset|srcSet|imagesrcset|imageSrcSet)="([^"]+)"/g)].flatMap((match) =>
      decode(match[1])
        .split(/,\s+/)
        .map((candidate) => candidate.trim().split(/\s+/)[0]),
    )
    const sources = [...html.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => decode(match[1]))
    for (const url of [...sets, ...sources]) {
      if (!url || url.startsWith('data:') || seen.has(url)) continue
      seen.add(url)
      const response = await fetch(new URL(url, base), { headers: { accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' } })
      await response.arrayBuffer()
    }
  }
  console.log(`Warmed ${list.length} pages and ${seen.size} image addresses.`)
}

/** One Lighthouse run in the shared Chromium; a run that fails (Chromium now and then stops a load with an interstitial) is tried once more. */
async function audit(url, attempt = 1) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories })
  const error = result?.lhr.runtimeError
  if (!result || error) {
    if (attempt < 2) return audit(url, attempt + 1)
    throw new Error(`Lighthouse failed on ${url}: ${error?.message ?? 'no result'}`)
  }
  return result.lhr
}

/** The figures of one Lighthouse report that this benchmark keeps. */
function summarise(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const audit = (id) => lhr.audits[id]
  const lcpElement = audit('largest-contentful-paint-element')?.details?.items?.[0]?.items?.[0]?.node
  const renderBlocking = audit('render-blocking-resources')?.details?.items ?? []
  const failing = categories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id].auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1).map((ref) => ref.id))
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(audit('first-contentful-paint').numericValue),
    lcpMs: Math.round(audit('largest-contentful-paint').numericValue),
    tbtMs: Math.round(audit('total-blocking-time').numericValue),
    cls: Math.round(audit('cumulative-layout-shift').numericValue * 1000) / 1000,
    speedIndexMs: Math.round(audit('speed-index').numericValue),
    lcpElement: lcpElement?.snippet ?? null,
    renderBlocking: renderBlocking.map((item) => item.url.replace(/^https?:\/\/[^/]+/, '')),
    failingAudits: failing,
  }
}

// One headless Chromium for every run; Lighthouse opens each run in a fresh tab with the site's storage and cache cleared.
// Paint holding is off, as Playwright has it in the browser tests: with it, in about a third of the runs the test
// browser drew its first frame 1 to 2 s after a page had loaded and gone idle (no other page or browser showed that),
// and Lighthouse's simulated paint times counted the wait.
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-features=PaintHolding'],
})
onExit(() => {
  try {
    process.kill(chrome.pid, 'SIGKILL')
  } catch {
    // already gone
  }
})

const started = Date.now()
const results = []
for (const page of pages) {
  const url = new URL(page, site.base).toString()
  const reports = []
  for (let run = 0; run < runs; run++) {
    process.stdout.write(`Lighthouse ${page}${runs > 1 ? ` (run ${run + 1}/${runs})` : ''}…\n`)
    reports.push(summarise(await audit(url)))
  }
  reports.sort((a, b) => a.performance - b.performance)
  results.push({ page, ...reports[Math.floor((reports.length - 1) / 2)] })
}
await chrome.kill()
site.stop()
console.log(`\n${results.length} pages, ${runs} run(s) each, in ${Math.round((Date.now() - started) / 1000)} s.`)

const figures = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs']
const range = (key) => {
  const values = results.map((result) => result[key])
  return { min: Math.min(...values), median: median(values), max: Math.max(...values) }
}
const summary = Object.fromEntries(figures.map((key) => [key, range(key)]))

writeResult('lighthouse', {
  tool: `Lighthouse ${JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version}, mobile preset (simulated throttling), ${runs} run(s) per page`,
  browser: chromeVersion(),
  machine: machineInfo(),
  pages: results,
  summary,
})

function chromeVersion() {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8' })
  return (result.stdout || '').trim() || chromePath
}

console.log('')
const columns = [
  ['page', 'page'],
  ['performance', 'perf'],
  ['accessibility', 'a11y'],
  ['bestPractices', 'bp'],
  ['seo', 'seo'],
  ['lcpMs', 'LCP ms'],
  ['tbtMs', 'TBT ms'],
  ['cls', 'CLS'],
  ['fcpMs', 'FCP ms'],
]
printTable(
  [
    ...results,
    Object.fromEntries([['page', 'min'], ...figures.map((key) => [key, summary[key].min])]),
    Object.fromEntries([['page', 'median'], ...figures.map((key) => [key, summary[key].median])]),
    Object.fromEntries([['page', 'max'], ...figures.map((key) => [key, summary[key].max])]),
  ],
  columns,
)
const notes = results.filter((result) => result.failingAudits.length || result.renderBlocking.length)
for (const result of notes) {
  const parts = []
  if (result.failingAudits.length) parts.push(`failing: ${result.failingAudits.join(', ')}`)
  if (result.renderBlocking.length) parts.push(`render-blocking: ${result.renderBlocking.length}`)
  console.log(`${result.page}: ${parts.join('; ')}`)
}
process.exit(0)
