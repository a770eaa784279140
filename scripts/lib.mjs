import { spawn, spawnSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'

import { DEV_IDENTITY_CLIENT } from '../src/server/dev-identity.mjs'
import { assertFrameworkOutput } from '../src/server/framework-output.mjs'

// fileURLToPath, not URL.pathname: the latter keeps %20 for a space in the folder name.
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/**
 * Clean-up that must happen however the script ends: normal end, a failed step (process.exit), an uncaught error,
 * or Ctrl-C / SIGTERM. Functions run once, newest first, and must be synchronous.
 */
const cleanups = []
let exitHandlersInstalled = false
export function onExit(cleanup) {
  cleanups.push(cleanup)
  if (exitHandlersInstalled) return
  exitHandlersInstalled = true
  process.on('exit', runCleanups)
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]]) {
    process.on(signal, () => {
      console.error(`\n✗ Interrupted (${signal}); cleaning up.`)
      process.exit(code)
    })
  }
}
function runCleanups() {
  while (cleanups.length) {
    const cleanup = cleanups.pop()
    try {
      cleanup()
    } catch (error) {
      console.error(`Clean-up failed: ${error instanceof Error ? error.message : error}`)
    }
  }
}

/** A new empty folder under the system's temporary folder, removed when the script ends. */
export function temporaryFolder(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  onExit(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** Runs a command in the project folder, streaming its output; returns its exit status (signal: 1). */
export function tryRun(command, args, env = {}, options = {}) {
  console.log(`\n$ ${[command, ...args].map(quote).join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...env } })
  if (result.error) console.error(`\n✗ Could not run ${command}: ${result.error.message}`)
  // Ctrl-C reaches the child too; stop here rather than carry on with the next step.
  if (['SIGINT', 'SIGTERM', 'SIGHUP'].includes(result.signal) || result.status === 130) {
    console.error(`\n✗ Interrupted (${result.signal ?? 'exit 130'}); cleaning up.`)
    process.exit(130)
  }
  return result.status ?? 1
}

/** Runs a command in the project folder, streaming its output; stops the script if it fails. */
export function run(command, args, env = {}, options = {}) {
  const status = tryRun(command, args, env, options)
  if (status !== 0) {
    console.error(`\n✗ ${path.basename(command)} ${args.join(' ')} failed (exit ${status}).`)
    process.exit(status || 1)
  }
}

const quote = (arg) => (/^[\w@%+=:,./-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`)

/** Installs Debian packages with apt-get (as root, or through sudo); stops the script when that fails. */
export function aptInstall(packages, what) {
  console.log(`Installing ${what} (${packages.join(' ')}) with apt-get…`)
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  for (const args of [['apt-get', 'update'], ['apt-get', 'install', '-y', '--no-install-recommends', ...packages]]) {
    const [cmd, ...rest] = [...sudo, ...args]
    const result = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (result.status !== 0) {
      console.error(`Could not install ${what} (${args.join(' ')} failed). Install it with: apt-get install -y ${packages.join(' ')}`)
      process.exit(1)
    }
  }
}

const buildInputs = ['src', 'public', 'next.config.ts', 'tsconfig.json', 'package-lock.json']
// Served as they are from `public` and made from a build: new block thumbnails need no new build.
const notBuildInputs = [path.join('public', 'block-thumbnails')]

/** Fingerprint of everything the production build is made from (tests excluded). */
export function sourceHash() {
  const hash = createHash('sha256')
  const visit = (relative) => {
    const full = path.join(root, relative)
    if (!fs.existsSync(full) || notBuildInputs.includes(relative)) return
    const stat = fs.statSync(full)
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) visit(path.join(relative, entry))
    } else if (!/\.test\.tsx?$/.test(relative)) {
      hash.update(relative).update(fs.readFileSync(full))
    }
  }
  buildInputs.forEach(visit)
  return hash.digest('hex')
}

const hashFile = (distDir) => path.join(root, distDir, 'source-hash')

export function buildIsCurrent(distDir = '.next') {
  const file = hashFile(distDir)
  return fs.existsSync(path.join(root, distDir, 'BUILD_ID')) && fs.existsSync(file) && fs.readFileSync(file, 'utf8') === sourceHash()
}

/** Builds the production site unless the current build was made from the same sources. */
export function buildIfNeeded(env = {}) {
  if (buildIsCurrent()) {
    console.log('The production build is current.')
    return
  }
  // The sources are fingerprinted before building: a change made while the build runs makes the next call build again.
  const hash = sourceHash()
  buildSite(env)
  fs.writeFileSync(hashFile('.next'), hash)
}

/**
 * Next's production build, then a check that every page Next prerendered has the shape the production server's
 * transforms expect (src/server/framework-output.mjs): a Next.js upgrade that writes pages differently fails the
 * build, loudly, instead of serving pages the transforms pass through or browsers refuse to run.
 */
export function buildSite(env = {}) {
  run(bin('next'), ['build', '--webpack'], env)
  try {
    const checked = checkPrerenderedPages(env.NEXT_DIST_DIR || process.env.NEXT_DIST_DIR || '.next')
    console.log(`The ${checked} pages Next prerendered have the shape the production server transforms.`)
  } catch (error) {
    console.error(`\n✗ ${error.message}`)
    process.exit(1)
  }
}

/** Checks the HTML pages Next prerendered into `distDir`; throws naming each page that does not match. */
export function checkPrerenderedPages(distDir) {
  const folder = path.join(root, distDir, 'server', 'app')
  const pages = fs.readdirSync(folder, { recursive: true }).filter((file) => String(file).endsWith('.html'))
  if (pages.length === 0) throw new Error(`No prerendered page in ${path.relative(root, folder)}: the build wrote nothing to check.`)
  for (const page of pages) assertFrameworkOutput(fs.readFileSync(path.join(folder, page), 'utf8'), path.join(distDir, 'server', 'app', String(page)))
  return pages.length
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Forgets what Next cached while serving: rendered pages and data reads (unstable_cache), both kept by the site's page
 * cache in server/page-cache, and optimized images (cache/images). They came from whatever database and media folder the
 * last server used, and those may have changed since (seed, another database), so a fresh server reads anew.
 * The build's own cache (cache/webpack) stays.
 */
export const runtimeCaches = [path.join('server', 'page-cache'), path.join('cache', 'images')]
export function clearRouteCache(distDir = '.next') {
  for (const cache of runtimeCaches) fs.rmSync(path.join(root, distDir, cache), { recursive: true, force: true })
}

/**
 * A copy of the production build in another output folder (NEXT_DIST_DIR), without the caches, so a second server
 * can serve the same build with its own page cache.
 */
export function copyBuild(distDir) {
  const source = path.join(root, '.next')
  fs.rmSync(path.join(root, distDir), { recursive: true, force: true })
  fs.cpSync(source, path.join(root, distDir), {
    recursive: true,
    filter: (file) => !file.startsWith(path.join(source, 'cache')) && !file.startsWith(path.join(source, 'server', 'page-cache')),
  })
}

/** Applies the migrations to the database `env` names (DATABASE_URI, MEDIA_DIR…), then adds the demo content. */
export function migrateAndSeed(env) {
  run(bin('payload'), ['migrate'], env)
  run(bin('payload'), ['run', 'src/seed/run.ts'], env)
}

/**
 * A new SQLite database with the demo content in `dir` (media and generated types there too); returns its env, with
 * the editor account the seed created from it (ADMIN_EMAIL, a new random ADMIN_PASSWORD): never the demo account,
 * which a production server refuses to serve with.
 */
export function demoDatabase(dir) {
  const env = {
    DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_TS_OUTPUT_PATH: path.join(dir, 'payload-types.ts'),
    NEXT_TELEMETRY_DISABLED: '1',
    ADMIN_EMAIL: 'site-admin@example.com',
    ADMIN_PASSWORD: randomSecret(),
  }
  migrateAndSeed(env)
  return env
}

/** The newest PostgreSQL server binaries Debian installed (/usr/lib/postgresql/<version>/bin), or null. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql'
  if (!fs.existsSync(base)) return null
  const versions = fs
    .readdirSync(base)
    .filter((version) => ['initdb', 'pg_ctl', 'postgres'].every((tool) => fs.existsSync(path.join(base, version, 'bin', tool))))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
  return versions.length ? path.join(base, versions[0], 'bin') : null
}

/** PostgreSQL's server binaries, installed with apt-get (Debian's `postgresql`) when missing. */
export function ensurePostgres() {
  const found = findPostgresBin()
  if (found) return found
  aptInstall(['postgresql'], 'PostgreSQL for the browser tests')
  const installed = findPostgresBin()
  if (!installed) {
    console.error('✗ apt-get installed postgresql, but no initdb/pg_ctl/postgres is under /usr/lib/postgresql/*/bin.')
    process.exit(1)
  }
  return installed
}

/** uid and gid of a system user, or null. */
function systemUser(name) {
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`))
  if (!line) return null
  const [, , uid, gid] = line.split(':')
  return { uid: Number(uid), gid: Number(gid) }
}

/**
 * Starts a private PostgreSQL server for this run: a new cluster in a temporary folder, listening only on
 * 127.0.0.1 at a free port (its socket in the same folder), with one empty database. PostgreSQL refuses to run as
 * root, so as root the cluster belongs to the `postgres` system user. The server is stopped and its folder removed
 * by `stop()` or, at the latest, when this script ends (also on failure or Ctrl-C). With `password`, connections over
 * TCP need it (the address carries it); without, they are trusted. Returns { uri, stop }.
 */
export async function startPostgres({ database = 'site', password = '' } = {}) {
  const pgBin = ensurePostgres()
  const tool = (name) => path.join(pgBin, name)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sel-test-postgres-'))
  const dataDir = path.join(dir, 'data')
  const logFile = path.join(dir, 'server.log')

  let asServerUser = (command, args) => [command, args]
  if (process.getuid?.() === 0) {
    const owner = systemUser('postgres')
    if (!owner) {
      console.error('✗ PostgreSQL does not run as root and there is no `postgres` user (apt-get install postgresql creates it).')
      process.exit(1)
    }
    fs.chownSync(dir, owner.uid, owner.gid)
    asServerUser = (command, args) => ['runuser', ['-u', 'postgres', '--', command, ...args]]
  }
  const asOwner = (command, args, quiet = false) => {
    const [cmd, rest] = asServerUser(command, args)
    return spawnSync(cmd, rest, { cwd: dir, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' })
  }

  let running = false
  const stop = () => {
    if (running) {
      asOwner(tool('pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w'], true)
      running = false
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  onExit(stop)

  const fail = (message) => {
    console.error(`\n✗ ${message}`)
    if (fs.existsSync(logFile)) console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'))
    process.exit(1)
  }

  // With a password, connections over TCP must give it (the socket, for the server's own tools, stays trusted).
  const pwFile = path.join(dir, 'password')
  if (password) fs.writeFileSync(pwFile, password, { mode: 0o644 })
  const auth = password ? ['--auth-local=trust', '--auth-host=scram-sha-256', `--pwfile=${pwFile}`] : ['--auth=trust']
  const init = asOwner(tool('initdb'), ['-D', dataDir, '-U', 'postgres', ...auth, '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync', '--no-instructions'], true)
  fs.rmSync(pwFile, { force: true })
  if (init.status !== 0) fail(`initdb failed:\n${init.stdout}${init.stderr}`)
  const port = await freePort()
  // A throwaway test server: no durability needed.
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    [
      '',
      "listen_addresses = '127.0.0.1'",
      `port = ${port}`,
      `unix_socket_directories = '${dir.replaceAll("'", "''")}'`,
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      '',
    ].join('\n'),
  )
  const start = asOwner(tool('pg_ctl'), ['start', '-D', dataDir, '-l', logFile, '-w', '-t', '60'], true)
  if (start.status !== 0) fail(`pg_ctl start failed:\n${start.stdout}${start.stderr}`)
  running = true
  const create = spawnSync(tool('createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database], { encoding: 'utf8', env: { ...process.env, PGPASSWORD: password } })
  if (create.status !== 0) fail(`createdb failed: ${create.stderr}`)
  console.log(`PostgreSQL ${path.basename(path.dirname(pgBin))} is serving a test database on 127.0.0.1:${port} (data in ${dataDir}).`)
  return { uri: `postgres://postgres${password ? `:${encodeURIComponent(password)}` : ''}@127.0.0.1:${port}/${database}`, stop }
}

/** The machine a benchmark ran on, recorded with its figures. */
export function machineInfo() {
  const cpus = os.cpus()
  return {
    cpu: cpus[0]?.model?.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    date: new Date().toISOString(),
  }
}

/** Writes a benchmark's figures to bench/results/<name>.json; returns the file's path. */
export function writeResult(name, data) {
  const dir = path.join(root, 'bench', 'results')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, `${name}.json`)
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`)
  console.log(`\nWrote ${path.relative(root, file)}`)
  return file
}

/** Prints rows (objects) as an aligned text table with the given columns ([key, heading] pairs). */
export function printTable(rows, columns) {
  const cells = [columns.map(([, heading]) => heading), ...rows.map((row) => columns.map(([key]) => String(row[key] ?? '-')))]
  const widths = columns.map((_, i) => Math.max(...cells.map((line) => line[i].length)))
  for (const [index, line] of cells.entries()) {
    console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '))
    if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '))
  }
}

export const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number' && !Number.isNaN(value)).sort((a, b) => a - b)
  if (!sorted.length) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

export const randomSecret = () => randomBytes(24).toString('hex')

/**
 * Sign-in settings for a server started by the tests or benchmarks outside development, which requires them: a new
 * session key and a provider on loopback. With `providerPort`, the local demo provider's client on that port (the
 * browser tests start the provider there); without, a closed port (nothing leaves the machine; signing in answers
 * its error page).
 */
export const identityForTests = (providerPort) =>
  providerPort
    ? {
        OIDC_ISSUER: `http://127.0.0.1:${providerPort}`,
        OIDC_DEV_PORT: String(providerPort),
        OIDC_CLIENT_ID: DEV_IDENTITY_CLIENT.clientId,
        OIDC_CLIENT_SECRET: DEV_IDENTITY_CLIENT.clientSecret,
        SESSION_KEYS: randomSecret(),
      }
    : { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'site-under-test', OIDC_CLIENT_SECRET: randomSecret(), SESSION_KEYS: randomSecret() }

/**
 * `scripts/serve.mjs` on `port` as in production (SITE_ENV=production, SITE_URL on loopback, new random secrets),
 * with `env` added (the database, another build folder…). It runs in a process group of its own, so the server and
 * what it starts are signalled together and signals meant for them never reach this script; whatever is left of it
 * is killed when this script ends. Returns { server, base, secrets, signal(name) }.
 */
export function spawnProductionServer({ port, env = {}, stdio = ['ignore', 'ignore', 'inherit'] }) {
  const base = `http://127.0.0.1:${port}`
  const secrets = { PAYLOAD_SECRET: randomSecret(), PREVIEW_SECRET: randomSecret(), REVALIDATE_SECRET: randomSecret() }
  const identity = { ...identityForTests(), ...env }
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    detached: true,
    stdio,
    // Leads stay in the CMS unless `env` names another provider.
    env: { ...process.env, LEAD_PROVIDER: 'local', ...identity, ...secrets, PORT: String(port), SITE_ENV: 'production', SITE_URL: base },
  })
  const signal = (name) => {
    if (server.exitCode !== null || server.signalCode !== null) return
    try {
      process.kill(-server.pid, name)
    } catch {
      server.kill(name)
    }
  }
  onExit(() => signal('SIGKILL'))
  return { server, base, secrets, signal }
}

export async function waitForServer(url, server, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  let last = 'no answer'
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}) before answering.`)
    const status = await fetch(url)
      .then((response) => response.status)
      .catch((error) => ((last = error.cause?.code ?? error.message), 0))
    if (status === 200) return
    if (status) last = `HTTP ${status}`
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s (last: ${last}).`)
}

/**
 * For the benchmarks: the current production build (built when the sources changed), served by `scripts/serve.mjs`
 * on a free loopback port with SITE_ENV=production, from a new SQLite database with the demo content in a temporary
 * folder. Pages and data cached by an earlier server are forgotten first and again when the script ends.
 * `env` is added to the server's settings. Returns { base, pages(), stop() }; pages() lists every published page's path.
 */
export async function startBenchSite({ env: extraEnv = {} } = {}) {
  buildIfNeeded({ NEXT_TELEMETRY_DISABLED: '1' })
  const dir = temporaryFolder('sel-bench')
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const standIns = await startStandIns()
  const env = { ...standIns.env, ...demoDatabase(dir), ...extraEnv }
  clearRouteCache()
  onExit(() => clearRouteCache())
  console.log(`\nServing the production build at ${base}`)
  const { server, signal } = spawnProductionServer({ port, env })
  let stopping = false
  server.on('exit', (code, exitSignal) => {
    if (!stopping) console.error(`\n✗ The server stopped unexpectedly (${exitSignal ?? `exit ${code}`}).`)
  })
  const stop = () => {
    stopping = true
    signal('SIGTERM')
    standIns.stop()
  }
  await waitForServer(`${base}/api/health`, server)
  return { base, pages: () => publishedPages(base), stop, admin: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } }
}

/**
 * Starts one of tests/stand-ins on a free loopback port (given in `portVariable`, with `env` added); resolves once
 * /health answers.
 */
async function startStandIn(file, portVariable, env = {}) {
  const port = await freePort()
  const child = spawn(process.execPath, [path.join(root, 'tests', 'stand-ins', file)], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, ...env, [portVariable]: String(port) },
  })
  const stop = () => child.exitCode === null && child.kill('SIGTERM')
  onExit(stop)
  await waitForServer(`http://127.0.0.1:${port}/health`, child, 10_000)
  return { url: `http://127.0.0.1:${port}`, stop }
}

/**
 * The mail catcher (tests/stand-ins/mail-catcher.mjs) on free loopback ports: production requires a mail service.
 * Returns { url (its web page and /api/mails), env: { SMTP_URL }, stop() }.
 */
export async function startMailCatcher() {
  const smtpPort = await freePort()
  const catcher = await startStandIn('mail-catcher.mjs', 'MAIL_CATCHER_PORT', { MAIL_CATCHER_SMTP_PORT: String(smtpPort) })
  return { ...catcher, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } }
}

/**
 * Local stand-ins for the third-party hosts the demo pages use (this machine has no internet): the video image host,
 * the marketing-automation provider's form script (tests/stand-ins), the ad provider's pixel script (an empty
 * script) and the mail service (the mail catcher). The providers' own cost is not part of the figures. Returns { env } to pass to the server, and stop(); they
 * stop when the script ends too.
 */
async function startStandIns() {
  const [videoHost, marketingForms, mail] = await Promise.all([
    startStandIn('video-image-host.mjs', 'VIDEO_IMAGE_PORT'),
    startStandIn('marketing-forms.mjs', 'MARKETING_FORMS_PORT'),
    startMailCatcher(),
  ])
  const pixel = http.createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=3600' }).end('')
  })
  await new Promise((resolve) => pixel.listen(0, '127.0.0.1', resolve))
  pixel.unref()
  const stop = () => {
    videoHost.stop()
    marketingForms.stop()
    mail.stop()
    pixel.close()
  }
  return {
    stop,
    env: {
      ...mail.env,
      VIDEO_IMAGE_HOST: videoHost.url,
      MARKETING_FORMS_URL: marketingForms.url,
      AD_PIXEL_SRC: `http://127.0.0.1:${pixel.address().port}/pixel.js`,
    },
  }
}

/**
 * Every published page's path: those in /sitemap.xml, and those the sitemap leaves out on purpose (noindex pages
 * such as the block gallery and search) from the CMS's public list of published pages.
 */
export async function publishedPages(base) {
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text()
  const fromSitemap = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
  const listed = await (await fetch(`${base}/api/pages?limit=500&depth=0&select[path]=true`)).json()
  const fromCms = (listed.docs ?? []).map((page) => page.path).filter((value) => typeof value === 'string')
  const normalise = (value) => (value === '/' ? '/' : `/${value.replace(/^\/+|\/+$/g, '')}`)
  return [...new Set([...fromSitemap, ...fromCms].map(normalise))].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}

/** Requests each page once (so later requests are served from the page cache); fails on any answer but 200. */
export async function warmPages(base, pages) {
  for (const page of pages) {
    const response = await fetch(new URL(page, base))
    await response.arrayBuffer()
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`)
  }
}

/** Constant Contact's documented limit of API calls a second. */
export const PROVIDER_REQUESTS_PER_SECOND = 4
/** The tests of several instances raise the limit (and the stand-in does not enforce it): their leads arrive within the run. */
export const TEST_PROVIDER = { requestsPerSecond: 50, enforced: false }

/**
 * The email-marketing provider's stand-in (tests/stand-ins/constant-contact.ts, run by tsx) in a process of its own,
 * failing a share `failureRate` of its calls and, when `enforced`, refusing calls past `requestsPerSecond` (default:
 * the provider's documented limit) with 429. Returns { env } (the lead settings that point the site at it, keeping to
 * that limit, with a 1 s timeout), state() (contacts, calls, faults, calls refused for the limit, writes per email)
 * and stop(); it stops when this script ends too.
 */
export async function startLeadProviderStandIn({ failureRate, requestsPerSecond = PROVIDER_REQUESTS_PER_SECOND, enforced = true }) {
  const child = spawn(bin('tsx'), [path.join(root, 'tests', 'stand-ins', 'constant-contact.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, STAND_IN_FAILURE_RATE: String(failureRate), STAND_IN_REQUESTS_PER_SECOND: enforced ? String(requestsPerSecond) : '' },
  })
  const stop = () => child.exitCode === null && child.kill('SIGTERM')
  onExit(stop)
  const [line] = await readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]().next().then(({ value }) => [value])
  const { baseUrl, tokenUrl, credentials } = JSON.parse(line)
  return {
    stop,
    state: async () => (await fetch(`${baseUrl}/stand-in/state`)).json(),
    env: {
      LEAD_PROVIDER: 'constant-contact',
      CONSTANT_CONTACT_API_URL: baseUrl,
      CONSTANT_CONTACT_TOKEN_URL: tokenUrl,
      CONSTANT_CONTACT_CLIENT_ID: credentials.clientId,
      CONSTANT_CONTACT_CLIENT_SECRET: credentials.clientSecret,
      CONSTANT_CONTACT_REFRESH_TOKEN: credentials.refreshToken,
      CONSTANT_CONTACT_LIST_ID: 'list-bench',
      CONSTANT_CONTACT_RESEARCH_FIELD_ID: 'cf-research',
      CONSTANT_CONTACT_UPDATES_FIELD_ID: 'cf-updates',
      CONSTANT_CONTACT_REQUESTS_PER_SECOND: String(requestsPerSecond),
      CONSTANT_CONTACT_TIMEOUT_MS: '1000',
    },
  }
}
