/**
 * `npm run fuzz [-- --count N] [--seed S] [--concurrency C]`: sends malformed and hostile requests (default 10,000) to
 * the production server, then checks that none was answered 5xx or left unanswered, that the server's caches on
 * disk (pages, data reads, images) did not grow, and that every page still answers normally.
 *
 * It builds when the sources changed, prepares a throwaway SQLite database with the demo content in a temporary
 * folder, and serves a copy of the build (.next-fuzz, its own page cache) with `node scripts/serve.mjs` on a free port
 * at 127.0.0.1, with SITE_ENV=production and fresh random secrets. Requests come from a seeded PRNG
 * (scripts/hostile-requests.mjs): the seed is printed, and FUZZ_SEED (or --seed) replays the same requests. Only
 * 127.0.0.1 is ever contacted; the video image host is a closed local port, so nothing leaves the machine. It stops by
 * itself: each request has a timeout, the whole run a deadline, and the server is stopped however the script ends.
 */
import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { DEV_IDENTITY_CLIENT } from '../src/server/dev-identity.mjs'
import { createDevIdentityProvider } from './dev-identity-provider/provider.mjs'
import { hostileRequest, KIND_NAMES, parseSeed, sendRequest } from './hostile-requests.mjs'
import { buildIfNeeded, copyBuild, demoDatabase, freePort, onExit, root, runtimeCaches, spawnProductionServer, startMailCatcher, temporaryFolder } from './lib.mjs'

const DIST_DIR = '.next-fuzz'
const REQUEST_TIMEOUT_MS = 20_000
const SERVER_START_MS = 120_000
/** Samples of each kind of problem printed at the end. */
const SAMPLES = 20

const options = parseArguments(process.argv.slice(2))
const started = Date.now()

function parseArguments(args) {
  const values = { count: process.env.FUZZ_COUNT || '10000', seed: process.env.FUZZ_SEED || undefined, concurrency: process.env.FUZZ_CONCURRENCY || '16' }
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--help' || args[i] === '-h') usage('Sends malformed and hostile requests to a throwaway production server.', 0)
    const [name, inline] = args[i].split('=', 2)
    const key = { '--count': 'count', '--seed': 'seed', '--concurrency': 'concurrency' }[name]
    if (!key) usage(`Unknown argument "${args[i]}".`)
    values[key] = inline ?? args[++i]
  }
  const count = Number(values.count)
  const concurrency = Number(values.concurrency)
  if (!Number.isInteger(count) || count < 1) usage(`The count must be a whole number above 0 (got "${values.count}").`)
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 64) usage(`The concurrency must be between 1 and 64 (got "${values.concurrency}").`)
  if (values.seed !== undefined && !values.seed) usage('The seed must not be empty.')
  const seed = values.seed === undefined ? randomInt(2 ** 31) : parseSeed(values.seed)
  return { count, concurrency, seed }
}

function usage(problem, status = 2) {
  ;(status ? console.error : console.log)(`${problem}
Usage: npm run fuzz [-- --count N] [--seed S] [--concurrency C]
  --count N         requests to send (FUZZ_COUNT; default 10000)
  --seed S          replays the requests of an earlier run (FUZZ_SEED; default: a new random seed)
  --concurrency C   requests in flight at once (FUZZ_CONCURRENCY; default 16)`)
  process.exit(status)
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`
const fail = (message) => {
  console.error(`\n✗ ${message}`)
  process.exit(1)
}

// 1. The build, a throwaway database and a copy of the build with a page cache of its own.
buildIfNeeded({ NEXT_TELEMETRY_DISABLED: '1' })
const work = temporaryFolder('sel-fuzz')
const databaseEnv = demoDatabase(work)
onExit(() => fs.rmSync(path.join(root, DIST_DIR), { recursive: true, force: true }))
copyBuild(DIST_DIR)

// From here on the run has a deadline: the server's start, the requests and the checks.
const deadlineMs = SERVER_START_MS + 10 * 60_000 + options.count * 30
setTimeout(() => fail(`The run did not finish within ${seconds(deadlineMs)}; stopping.`), deadlineMs).unref()

// 2. The production server.
const logFile = path.join(work, 'server.log')
const log = fs.openSync(logFile, 'a')
const port = await freePort()
// The local demo's sign-in provider, in this process on loopback, so the login route answers as with a real one.
const identityIssuer = `http://127.0.0.1:${await freePort()}`
const { server: identityProvider } = createDevIdentityProvider({
  issuer: identityIssuer,
  client: { ...DEV_IDENTITY_CLIENT, redirectUris: [`http://127.0.0.1:${port}/api/account/callback`], postLogoutRedirectUris: [`http://127.0.0.1:${port}/`] },
})
await new Promise((resolve) => identityProvider.listen(Number(new URL(identityIssuer).port), '127.0.0.1', resolve))
identityProvider.unref()
const mail = await startMailCatcher()
const { server, base: target, secrets } = spawnProductionServer({
  port,
  stdio: ['ignore', log, log],
  env: {
    ...databaseEnv,
    ...mail.env,
    OIDC_ISSUER: identityIssuer,
    OIDC_CLIENT_ID: DEV_IDENTITY_CLIENT.clientId,
    OIDC_CLIENT_SECRET: DEV_IDENTITY_CLIENT.clientSecret,
    NEXT_DIST_DIR: DIST_DIR,
    // Slow bodies are cut off after 5 s (the default is 60 s), so they end well within each request's 20 s.
    REQUEST_TIMEOUT_SECONDS: '5',
    // A port nothing listens on: video thumbnails fall back to the placeholder at once, without leaving the machine.
    VIDEO_IMAGE_HOST: `http://127.0.0.1:${await freePort()}`,
  },
})
const previewSecret = secrets.PREVIEW_SECRET
let serverExit = null
server.on('exit', (code, signal) => (serverExit = signal ?? `exit ${code}`))
const serverLogTail = (lines = 40) => fs.readFileSync(logFile, 'utf8').split('\n').slice(-lines).join('\n')
/** The server's whole output, kept after a failed run (the temporary folder goes). */
function keepServerLog() {
  const kept = path.join(root, 'test-results', 'fuzz', `server-seed-${options.seed}.log`)
  fs.mkdirSync(path.dirname(kept), { recursive: true })
  fs.copyFileSync(logFile, kept)
  return path.relative(root, kept)
}
const serverFailed = (message) => fail(`${message}\nLast lines of the server's output (all of it in ${keepServerLog()}):\n${serverLogTail()}`)

console.log(`\nStarting the production server at ${target} (build copy in ${DIST_DIR}, server output in ${logFile})…`)
const get = (address) => sendRequest(target, { method: 'GET', path: address, headers: {} }, { timeoutMs: REQUEST_TIMEOUT_MS, sampleBytes: 4 * 1024 * 1024 })
for (const startedAt = Date.now(); ; ) {
  if (serverExit !== null) serverFailed(`The server stopped (${serverExit}) before answering.`)
  const health = await get('/api/health')
  if (health.status === 200) break
  if (Date.now() - startedAt > SERVER_START_MS) serverFailed(`The server did not answer /api/health with 200 within ${seconds(SERVER_START_MS)}.`)
  await new Promise((resolve) => setTimeout(resolve, 500))
}

// 3. Warm every published page and the not-found page, then measure the caches.
const sitemap = await get('/sitemap.xml')
if (sitemap.status !== 200) serverFailed(`/sitemap.xml answered ${sitemap.status ?? sitemap.error}.`)
const pages = [...new Set(['/', ...[...sitemap.sample.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname)])]
// Media files as pages name them (address and version), for the image optimizer's variants.
const mediaList = await get('/api/media?limit=20&depth=0')
const media = mediaList.status === 200 ? JSON.parse(mediaList.sample).docs.map((doc) => ({ url: doc.url, version: Date.parse(doc.updatedAt).toString(36) })) : []
const titleOf = (html) => /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? null
const warmed = new Map()
for (const page of pages) {
  const answer = await get(page)
  if (answer.status !== 200 || !titleOf(answer.sample)) serverFailed(`The seeded page ${page} answered ${answer.status ?? answer.error} before the requests.`)
  warmed.set(page, titleOf(answer.sample))
}
// Once each, a missing page reads data of its own (the redirects), and the not-found page the build prerendered
// (shown for addresses outside every route, such as /_next/data/…) is copied into the page cache on first use.
for (const missing of ['/an-address-no-page-has', '/_not-found']) {
  const answer = await get(missing)
  if (answer.status !== 404) serverFailed(`${missing} answered ${answer.status ?? answer.error} instead of 404.`)
}
console.log(`Warmed ${pages.length} pages listed in /sitemap.xml and the not-found pages.`)

/** Files of a folder under the build copy (relative name → size). */
function snapshot(folder) {
  const files = new Map()
  if (!fs.existsSync(folder)) return files
  for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const full = path.join(entry.parentPath ?? entry.path, entry.name)
    files.set(path.relative(folder, full), fs.statSync(full).size)
  }
  return files
}
const totalSize = (files) => [...files.values()].reduce((sum, size) => sum + size, 0)
const sameFiles = (a, b) => a.size === b.size && [...a].every(([file, size]) => b.get(file) === size)
/** The server writes a page to its cache as it sends it: wait until the folder stops changing (at most 15 s). */
async function settledSnapshot(folder) {
  let previous = snapshot(folder)
  for (let waited = 0; waited < 15_000; waited += 500) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    const current = snapshot(folder)
    if (sameFiles(previous, current)) return current
    previous = current
  }
  return previous
}
/** What the server caches on disk as it serves: pages and data reads (server/page-cache), and optimized images. */
const caches = runtimeCaches.map((cache) => ({ name: cache, folder: path.join(root, DIST_DIR, cache) }))
for (const cache of caches) cache.before = await settledSnapshot(cache.folder)
console.log(`Caches after warming: ${caches.map(({ name, before }) => `${name} ${before.size} files, ${totalSize(before)} bytes`).join('; ')}.`)

// The admin's own server function (its layout's), which strangers call by every name Payload has.
const manifestFile = path.join(root, DIST_DIR, 'server', 'server-reference-manifest.json')
const actionsManifest = fs.existsSync(manifestFile) ? JSON.parse(fs.readFileSync(manifestFile, 'utf8')) : { node: {} }
const adminActions = Object.entries(actionsManifest.node ?? {})
  .filter(([, entry]) => String(entry?.filename ?? '').includes('admin/layout'))
  .map(([id]) => id)
// The server's output during the requests: refusals are logged as short lines, at most 20 a minute.
const logBytesBefore = fs.statSync(logFile).size

// 4. The hostile requests.
console.log(`\nSending ${options.count} hostile requests, ${options.concurrency} at a time, seed ${options.seed} (replay: FUZZ_SEED=${options.seed} npm run fuzz -- --count ${options.count})…`)
const byStatus = new Map()
const byKind = new Map(KIND_NAMES.map((kind) => [kind, new Map()]))
const serverErrors = []
const connectionProblems = []
const unsafeRedirects = []
let failures = 0
let serverErrorCount = 0
let connectionProblemCount = 0
const count = (map, key) => map.set(key, (map.get(key) ?? 0) + 1)

/** Whether a redirect stays on this site: same origin, and nothing a browser could read as another host. */
function staysOnSite(location) {
  if (/^\s*[/\\]{2}|\\|[\u0000-\u001f]/.test(location)) return false
  try {
    return new URL(location, target).origin === target
  } catch {
    return false
  }
}

function record(request, result) {
  let outcome = result.error ?? String(result.status)
  let failed = false
  if (result.error) {
    // Requests the server may refuse by closing the connection. A body that stops coming gets 408 and a close; a byte
    // the client sends meanwhile can reset the connection before the client reads that answer.
    const closedOnPurpose = request.oversized ? 'head over 16 KiB' : request.largeBody ? 'body over its limit' : request.slowBody ? 'slow body cut off' : null
    if (closedOnPurpose && result.error === 'connection closed') outcome = `closed (${closedOnPurpose})`
    else {
      failed = true
      connectionProblemCount += 1
      if (connectionProblems.length < SAMPLES) connectionProblems.push({ request, result })
    }
  } else if (result.status >= 500) {
    failed = true
    serverErrorCount += 1
    if (serverErrors.length < SAMPLES) serverErrors.push({ request, result })
  }
  if (request.sameSiteRedirect && result.location !== undefined && !staysOnSite(result.location)) {
    failed = true
    outcome = `${outcome} to another site`
    if (unsafeRedirects.length < SAMPLES) unsafeRedirects.push({ request, result })
  }
  if (failed) failures += 1
  count(byStatus, outcome)
  count(byKind.get(request.kind), outcome)
}

const fuzzStarted = Date.now()
let next = 0
let done = 0
/** The latest requests sent: when the server stops, one of them is likely the cause. */
const latest = []
const step = Math.max(1, Math.ceil(options.count / 10))
async function worker() {
  // A server that stopped answers nothing more: stop sending.
  while (next < options.count && serverExit === null) {
    const request = hostileRequest(options.seed, next++, { pages, previewSecret, media, adminActions })
    latest.push(request)
    if (latest.length > 2 * options.concurrency) latest.shift()
    record(request, await sendRequest(target, request, { timeoutMs: REQUEST_TIMEOUT_MS }))
    done += 1
    if (done % step === 0 || done === options.count) console.log(`  ${done}/${options.count} answered (${seconds(Date.now() - fuzzStarted)})`)
  }
}
await Promise.all(Array.from({ length: Math.min(options.concurrency, options.count) }, worker))
const fuzzMs = Date.now() - fuzzStarted
if (serverExit !== null) {
  console.log(`\n✗ The server stopped (${serverExit}) after ${done} of ${options.count} requests. The last ones sent before:`)
  for (const request of latest) console.log(`  #${request.index} [${request.kind}] ${request.method} ${request.path.slice(0, 200)}`)
}

// 5. The caches and the pages afterwards. A warmed page may be rendered and written again (the same files, a few
// bytes more or less): no new file, and at most 5 % (and 4 KiB) more bytes.
for (const cache of caches) {
  cache.after = await settledSnapshot(cache.folder)
  cache.newFiles = [...cache.after.keys()].filter((file) => !cache.before.has(file))
  cache.grew = cache.newFiles.length > 0 || totalSize(cache.after) > totalSize(cache.before) * 1.05 + 4096
}
const grownCaches = caches.filter((cache) => cache.grew)
const pageProblems = []
for (const [page, title] of warmed) {
  const answer = await get(page)
  if (answer.status !== 200) pageProblems.push(`${page} answered ${answer.status ?? answer.error}`)
  else if (titleOf(answer.sample) !== title) pageProblems.push(`${page} has the title "${titleOf(answer.sample)}" instead of "${title}"`)
}
const health = await get('/api/health')
if (health.status !== 200) pageProblems.push(`/api/health answered ${health.status ?? health.error}`)
if (serverExit !== null) pageProblems.push(`the server stopped (${serverExit})`)

// 6. The report.
const pad = (value, width) => String(value).padStart(width)
const sortedOutcomes = (map) => [...map].sort(([a, x], [b, y]) => (/^\d+$/.test(a) && /^\d+$/.test(b) ? Number(a) - Number(b) : y - x || a.localeCompare(b)))
console.log('\nAnswers by status:')
for (const [outcome, n] of sortedOutcomes(byStatus)) console.log(`  ${pad(outcome, 28)}  ${pad(n, 6)}`)
console.log('\nAnswers by kind of request:')
const kindWidth = Math.max(...KIND_NAMES.map((kind) => kind.length))
for (const [kind, outcomes] of byKind) {
  const total = [...outcomes.values()].reduce((sum, n) => sum + n, 0)
  const list = [...outcomes].sort(([, x], [, y]) => y - x).map(([outcome, n]) => `${outcome}×${n}`)
  console.log(`  ${kind.padEnd(kindWidth)}  ${pad(total, 5)}  ${list.join(' ')}`)
}

const describe = ({ request, result }) => {
  const body = (result.sample ?? result.detail ?? '').slice(0, 200).replace(/\s+/g, ' ')
  const host = request.host === undefined ? '' : ` Host: ${JSON.stringify(request.host === null ? 'none' : request.host.slice(0, 80))}`
  const shown = request.path.length > 200 ? `${request.path.slice(0, 200)}… (${request.path.length} characters)` : request.path
  return `  #${request.index} [${request.kind}] ${request.method} ${shown}${host} → ${result.status ?? result.error}${result.location !== undefined ? ` Location: ${result.location}` : ''} (${result.ms} ms)${body ? `\n      ${body}` : ''}`
}
const section = (title, samples, total) => {
  if (!samples.length) return
  console.log(`\n${title}${total > samples.length ? ` (first ${samples.length} of ${total})` : ''}:`)
  for (const sample of samples) console.log(describe(sample))
}
section('Server errors (5xx)', serverErrors, serverErrorCount)
section('Timeouts and connection errors', connectionProblems, connectionProblemCount)
section('Redirects to another site', unsafeRedirects, unsafeRedirects.length)
console.log(`\nCaches in ${DIST_DIR} (before → after the requests):`)
for (const { name, before, after, newFiles, grew } of caches) {
  console.log(`  ${grew ? '✗' : '✓'} ${name.padEnd(18)} ${before.size} → ${after.size} files, ${totalSize(before)} → ${totalSize(after)} bytes`)
  for (const file of newFiles.slice(0, SAMPLES)) console.log(`      new: ${file}`)
}
if (pageProblems.length) console.log('\nThe site afterwards:')
for (const problem of pageProblems) console.log(`  ✗ ${problem}`)

const logBytes = fs.statSync(logFile).size - logBytesBefore
// Every refused request logged with a stack would write about 1.3 KB; short capped lines stay far below that.
const logLimit = Math.max(64 * 1024, options.count * 16)
console.log(`\nServer output during the requests: ${logBytes} bytes (${(logBytes / Math.max(done, 1)).toFixed(1)} per request; at most ${logLimit}).`)
console.log(`\n${done} requests in ${seconds(fuzzMs)} (${Math.round(done / (fuzzMs / 1000))} per second), whole run ${seconds(Date.now() - started)}; seed ${options.seed}.`)
const problems = [
  failures && `${failures} request(s) got a server error, no answer or a redirect to another site`,
  grownCaches.length && `the server's caches grew (${grownCaches.map(({ name, newFiles }) => `${name}: ${newFiles.length} new files`).join(', ')})`,
  pageProblems.length && `the site no longer answers normally (${pageProblems.length} problem(s))`,
  logBytes > logLimit && `the server wrote ${logBytes} bytes of output for ${done} requests (refusals must be short, capped lines)`,
].filter(Boolean)
if (problems.length) {
  console.error(`\n✗ ${problems.join('; ')}. Replay with FUZZ_SEED=${options.seed}. Last lines of the server's output (all of it in ${keepServerLog()}):\n${serverLogTail(30)}`)
  process.exit(1)
}
console.log(`✓ No server errors, no unanswered requests, the caches did not grow and all ${pages.length} pages answer as before.`)
process.exit(0)
