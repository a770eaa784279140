/**
 * `npm run thumbnails [-- slug …] [-- --stale]`: the picture of each block on its card in the admin's add-section
 * drawer. Serves the production build (built when the sources changed) on a fresh demo database, opens the block
 * gallery in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) and photographs each block's first sample:
 * the block alone, its top 3:2 part when it is taller. Writes public/block-thumbnails/<block-folder>.webp and records
 * in manifest.json beside them the hash of the sample each picture was made from. Every block by default; some by
 * their slug (`npm run thumbnails -- centeredHero`); `--stale` for those without a picture or whose sample changed.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { chromium } from '@playwright/test'
import sharp from 'sharp'

import { aptInstall, publishedPages, root, startBenchSite } from './lib.mjs'
import { blockSlugsOnDisk, readManifest, sampleHash, THUMBNAIL_DIR, thumbnailFile, thumbnailProblems, writeManifest } from './thumbnails/manifest.mjs'

/** The picture's size: the drawer's cards are 3:2, about 180 px wide on a laptop, so this is sharp on a dense screen too. */
const WIDTH = 360
const HEIGHT = 240
/** The window the gallery is seen in: the narrowest that shows each block's desktop layout, so a block fills more of its picture. */
const VIEWPORT = { width: 1024, height: 768 }
/** The block gallery's group pages (src/lib/block-gallery.ts), where each section is marked with its block type. */
const GALLERY_PAGES = '/blocks/'

const args = process.argv.slice(2)
const stale = args.includes('--stale')
const named = args.filter((arg) => !arg.startsWith('--'))
const known = blockSlugsOnDisk(root)
const unknown = named.filter((slug) => !known.includes(slug))
if (args.some((arg) => arg.startsWith('--') && arg !== '--stale') || unknown.length || (stale && named.length)) {
  if (unknown.length) console.error(`No block is named ${unknown.join(', ')}: name blocks by their slug, such as centeredHero.`)
  console.error('Usage: npm run thumbnails [-- slug …] or npm run thumbnails -- --stale')
  process.exit(2)
}
const wanted = stale ? thumbnailProblems(root, known).map(({ slug }) => slug) : named.length ? named : known
if (!wanted.length) {
  console.log('Every block has a current thumbnail.')
  process.exit(0)
}

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
if (!fs.existsSync(chromePath)) aptInstall(['chromium'], "Debian's Chromium for the thumbnails")

// The demo blog feed, served here: the production server reads no feed unless told where it is.
const feed = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/rss+xml' }).end(fs.readFileSync(path.join(root, 'public', 'demo', 'blog-feed.xml')))
})
await new Promise((resolve) => feed.listen(0, '127.0.0.1', resolve))
feed.unref()

const site = await startBenchSite({ env: { BLOG_FEED_URL: `http://127.0.0.1:${feed.address().port}/blog-feed.xml` } })
const browser = await chromium.launch({ executablePath: chromePath })
const context = await browser.newContext({ viewport: VIEWPORT, reducedMotion: 'reduce' })
// Nothing is fetched from outside the machine: what a block would load from elsewhere stays empty in its picture.
const blocked = new Set()
await context.route('**/*', (route) => {
  const url = new URL(route.request().url())
  if (['127.0.0.1', 'localhost'].includes(url.hostname) || url.protocol === 'data:') return route.continue()
  blocked.add(url.host)
  return route.abort()
})
const page = await context.newPage()

fs.mkdirSync(path.join(root, THUMBNAIL_DIR), { recursive: true })
const manifest = readManifest(root)
const done = new Set()
const failures = []
const started = Date.now()
for (const address of (await publishedPages(site.base)).filter((route) => route.startsWith(GALLERY_PAGES))) {
  await page.goto(new URL(address, site.base).toString())
  // Islands load after the first paint; a page that keeps asking for something is photographed after 15 s anyway.
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined)
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactProps$')))
  const onPage = await page.locator('[data-block]').evaluateAll((nodes) => [...new Set(nodes.map((node) => node.getAttribute('data-block')))])
  for (const slug of onPage.filter((one) => wanted.includes(one) && !done.has(one))) {
    done.add(slug)
    try {
      await photograph(slug)
      manifest[slug] = { sample: sampleHash(root, slug) }
      console.log(`✓ ${slug}`)
    } catch (error) {
      failures.push(`${slug}: ${error instanceof Error ? error.message : error}`)
    }
  }
}
for (const slug of wanted.filter((one) => !done.has(one))) failures.push(`${slug}: not on any block gallery page (is it in src/blocks/registry.ts?)`)
if (!named.length && !stale) removeRetired()
writeManifest(root, manifest)
await browser.close()
site.stop()

const files = fs.readdirSync(path.join(root, THUMBNAIL_DIR)).filter((file) => file.endsWith('.webp'))
const total = files.reduce((sum, file) => sum + fs.statSync(path.join(root, THUMBNAIL_DIR, file)).size, 0)
console.log(`\n${done.size - failures.length} thumbnails made in ${Math.round((Date.now() - started) / 1000)} s; ${files.length} in ${THUMBNAIL_DIR}, ${Math.round(total / 1024)} KB in all.`)
if (blocked.size) console.log(`Left out requests to other hosts: ${[...blocked].join(', ')}.`)
if (failures.length) {
  console.error(`\n✗ No thumbnail for:\n${failures.map((line) => `  ${line}`).join('\n')}`)
  process.exit(1)
}

/** Takes the picture of a block's first sample on the current gallery page and writes it. */
async function photograph(slug) {
  const box = await page.evaluate(async (type) => {
    const wrapper = document.querySelector(`[data-block="${type}"]`)
    // The marker draws no box: the block is where its contents are.
    const measure = () => {
      const range = document.createRange()
      range.selectNodeContents(wrapper)
      return range.getBoundingClientRect()
    }
    window.scrollTo(0, window.scrollY + measure().top)
    const images = [...wrapper.querySelectorAll('img')]
    for (const image of images) image.loading = 'eager'
    const loaded = Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 10_000))])
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    // What is fixed to the window (the return-to-top button) would cover the block.
    for (const element of document.querySelectorAll('body *')) {
      if (!wrapper.contains(element) && getComputedStyle(element).position === 'fixed') element.style.visibility = 'hidden'
    }
    const { left, top, width, height } = measure()
    return { left, top, width, height }
  }, slug)
  const left = Math.max(0, Math.floor(box.left))
  const width = Math.min(VIEWPORT.width, Math.ceil(box.left + box.width)) - left
  const top = Math.max(0, Math.floor(box.top))
  const height = Math.min(Math.ceil(box.height), Math.round((width * HEIGHT) / WIDTH), VIEWPORT.height - top)
  if (width < 1 || height < 1) throw new Error('shows nothing on the block gallery; give its first sample visible content')
  const shot = await page.screenshot({ clip: { x: left, y: top, width, height }, animations: 'disabled' })
  const { channels } = await sharp(shot).stats()
  const blank = channels.every((channel) => channel.stdev < 1)
  const picture = blank ? sharp(emptySpace(box.height)) : sharp(shot).resize(WIDTH, HEIGHT, { fit: 'contain', background: '#ffffff' })
  await picture.webp({ quality: 70, effort: 6 }).toFile(thumbnailFile(root, slug))
}

/** A block that shows nothing but space (a spacer): a gap of its height between two sections, drawn. */
function emptySpace(height) {
  const gap = Math.min(112, Math.max(12, Math.round(height * 2)))
  const top = Math.round((HEIGHT - gap) / 2)
  const section = (y) => `<rect x="24" y="${y}" width="${WIDTH - 48}" height="48" rx="6" fill="#d9dee3"/>`
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#ffffff"/>` +
      section(top - 56) +
      `<rect x="24" y="${top}" width="${WIDTH - 48}" height="${gap}" fill="#eef6fb" stroke="#389ef0" stroke-width="2" stroke-dasharray="6 4"/>` +
      section(top + gap + 8) +
      '</svg>',
  )
}

/** After a run for every block: pictures of blocks that no longer exist go, with their manifest entries. */
function removeRetired() {
  for (const file of fs.readdirSync(path.join(root, THUMBNAIL_DIR))) {
    if (file.endsWith('.webp') && !known.some((slug) => thumbnailFile(root, slug) === path.join(root, THUMBNAIL_DIR, file))) fs.rmSync(path.join(root, THUMBNAIL_DIR, file))
  }
  for (const slug of Object.keys(manifest)) if (!known.includes(slug)) delete manifest[slug]
}
