/**
 * `npm run bench -- bundle`: the JavaScript each published page makes a browser download on first load, gzipped, from
 * the production build (.next).
 *
 * Pages render on their first request, so their HTML exists only once served: the build is served by
 * `scripts/serve.mjs` from a fresh demo database on loopback, and each page's HTML is read for every script of the
 * build it names (script tags, and the chunks the embedded React Server Components payload asks for). Sizes are those
 * of the files in .next/static, gzipped (zlib level 6, as a web server would). The framework runtime is the build's
 * `rootMainFiles` (webpack runtime, React, Next's router); the polyfills file is left out of the totals (its script tag
 * is `nomodule`, so current browsers never download it). Everything else is the site's own client code, attributed to
 * its source modules through the route's client reference manifest. It also reports each page's HTML (as sent, and
 * brotli-compressed as the production server sends it) and the stylesheets it names. Writes bench/results/bundle.json
 * and prints a table.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

import { machineInfo, printTable, root, startBenchSite, writeResult } from './lib.mjs'

const site = await startBenchSite()
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'build-manifest.json'), 'utf8'))
const framework = new Set(manifest.rootMainFiles)
const polyfills = new Set(manifest.polyfillFiles)

const sizes = new Map()
function size(file) {
  if (!sizes.has(file)) {
    const body = fs.readFileSync(path.join(distDir, file))
    sizes.set(file, { raw: body.length, gzip: gzipSync(body, { level: 6 }).length })
  }
  return sizes.get(file)
}

/** The site's client components (`'use client'` source modules) with the chunk files that carry each one. */
function clientModules() {
  const modules = new Map()
  const manifests = []
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) visit(full)
      else if (entry.name.endsWith('_client-reference-manifest.js')) manifests.push(full)
    }
  }
  visit(path.join(distDir, 'server', 'app'))
  for (const file of manifests) {
    const context = { globalThis: {} }
    context.self = context.globalThis
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), context)
    for (const route of Object.values(context.globalThis.__RSC_MANIFEST ?? {})) {
      for (const [modulePath, entry] of Object.entries(route.clientModules ?? {})) {
        if (!modulePath.startsWith(path.join(root, 'src')) || /\.css$/.test(modulePath)) continue
        const chunks = entry.chunks.filter((chunk) => chunk.includes('/')).map((chunk) => decodeURIComponent(chunk))
        if (chunks.length) modules.set(path.relative(root, modulePath), chunks)
      }
    }
  }
  return modules
}

const siteClientModules = clientModules()
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10

const pages = await site.pages()
const results = []
for (const page of pages) {
  const response = await fetch(new URL(page, site.base))
  const html = await response.text()
  if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
  const files = [...new Set([...html.matchAll(/\/_next\/(static\/chunks\/[^"'\\\s]+?\.js)/g)].map((match) => decodeURIComponent(match[1])))]
  const loaded = files.filter((file) => !polyfills.has(file))
  const own = loaded.filter((file) => !framework.has(file))
  const sum = (list) => list.reduce((total, file) => total + size(file).gzip, 0)
  const stylesheets = [...new Set([...html.matchAll(/\/_next\/(static\/css\/[^"'\\\s]+?\.css)/g)].map((match) => match[1]))]
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((total, match) => total + Buffer.byteLength(match[1]), 0)
  results.push({
    page,
    htmlKB: kb(Buffer.byteLength(html)),
    // Brotli at the production server's quality (src/server/inline-scripts.mjs).
    htmlBrotliKB: kb(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length),
    inlineStyleKB: kb(inlineStyles),
    stylesheets: stylesheets.length,
    stylesheetGzipKB: kb(stylesheets.reduce((total, file) => total + size(file).gzip, 0)),
    scripts: loaded.length,
    firstLoadGzipKB: kb(sum(loaded)),
    frameworkGzipKB: kb(sum(loaded.filter((file) => framework.has(file)))),
    beyondFrameworkGzipKB: kb(sum(own)),
    beyondFramework: own.map((file) => ({ file, gzipKB: kb(size(file).gzip) })),
    // Client components whose code the page loads (all of their chunks are among its scripts).
    clientModules: [...siteClientModules].filter(([, chunks]) => chunks.every((chunk) => loaded.includes(chunk))).map(([name]) => name).sort(),
  })
}
site.stop()

const frameworkFiles = [...framework].map((file) => ({ file, gzipKB: kb(size(file).gzip), rawKB: kb(size(file).raw) }))
writeResult('bundle', {
  method:
    'JavaScript files of the build named in each page’s HTML (script tags and React Server Components payload), gzipped at level 6; polyfills (nomodule) left out. The HTML as served (uncompressed and brotli at quality 5, as the production server sends it), its inline <style> bytes, and the stylesheets it names (gzipped).',
  machine: machineInfo(),
  buildId: fs.readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim(),
  framework: { files: frameworkFiles, gzipKB: kb(frameworkFiles.reduce((total, file) => total + size(file.file).gzip, 0)) },
  pages: results,
})

console.log('')
printTable(results, [
  ['page', 'page'],
  ['htmlKB', 'HTML KB'],
  ['htmlBrotliKB', 'HTML KB br'],
  ['stylesheets', 'CSS files'],
  ['stylesheetGzipKB', 'CSS KB gz'],
  ['scripts', 'scripts'],
  ['firstLoadGzipKB', 'first load KB gz'],
  ['frameworkGzipKB', 'framework KB gz'],
  ['beyondFrameworkGzipKB', 'beyond framework KB gz'],
])
const beyond = new Map()
for (const result of results) {
  const key = `${result.beyondFramework.map((chunk) => `${chunk.file} (${chunk.gzipKB} KB gz)`).join(', ')}\n    client components: ${result.clientModules.join(', ') || 'none'}`
  beyond.set(key, [...(beyond.get(key) ?? []), result.page])
}
console.log('\nJavaScript beyond the framework runtime:')
for (const [chunks, list] of beyond) console.log(`  on ${list.length === results.length ? 'every page' : list.join(', ')}:\n    ${chunks}`)
process.exit(0)
