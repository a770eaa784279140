/**
 * `npm test jobs [-- --count N --failure-rate R]`: background work with several processes on one PostgreSQL
 * database (a private server in a temporary folder, removed afterwards).
 *
 * 1. Two `npm run migrate` at once on the empty database: both succeed, each migration is recorded once.
 * 2. Two job runner processes (tests/support/job-runner.ts: the CMS with its job schedules, as in a server) while N
 *    interest-form submissions (default 200; 1,000 for the full run) are queued and the email-marketing provider's
 *    stand-in fails a share R of its calls (default 0.1). Once a third of them reached the provider, the runner
 *    holding the lock is killed (SIGKILL); the other must take over within seconds and deliver the rest.
 *    Then: only one runner ran jobs at a time, the provider holds exactly one contact per submission, and every
 *    submission was delivered by exactly one job run (the runners print each delivery's outcome) and written to the
 *    provider exactly once, except some whose delivery was under way at the kill (it reached the provider and the
 *    runner died before recording it, or its next attempt, queued already, ran beside it): those twice at most.
 *    No job is left behind.
 * 3. A third runner waits beside the remaining one while M more submissions (default 60) are queued; the runner
 *    is frozen (SIGSTOP) for longer than its lease mid-delivery. PostgreSQL ends its idle lock connection, the
 *    third takes over and delivers; once the frozen runner goes on (SIGCONT) it starts and records nothing more:
 *    every submission delivered by one job run and written once, except those under way at the freeze (twice at most).
 * 4. SIGTERM to both runners: they exit 0 and give the runner lock back.
 * Prints the timings; exits 1 on any failure, everything stopped and removed however it ends.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import readline from 'node:readline'

import pg from 'pg'

import { advisoryLocks } from '../src/server/advisory-locks.mjs'
import { bin, onExit, randomSecret, root, startLeadProviderStandIn, TEST_PROVIDER, startPostgres } from './lib.mjs'

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`)
  return index === -1 ? fallback : Number(process.argv[index + 1])
}
const COUNT = option('count', 200)
const FROZEN_COUNT = option('frozen-count', 60)
const FAILURE_RATE = option('failure-rate', 0.1)
const TAKEOVER_LIMIT_MS = 15_000
const DEADLINE = Date.now() + 600_000 + (COUNT + FROZEN_COUNT) * 150

const started = Date.now()
const seconds = (from = started) => `${((Date.now() - from) / 1000).toFixed(1)} s`
const problems = []
const check = (ok, message) => {
  console.log(`${ok ? '✓' : '✗'} ${message}`)
  if (!ok) problems.push(message)
}
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
async function waitFor(what, condition, limitMs = DEADLINE - Date.now()) {
  const until = Math.min(DEADLINE, Date.now() + limitMs)
  while (Date.now() < until) {
    if (await condition()) return true
    await sleep(250)
  }
  console.error(`✗ Gave up waiting: ${what}`)
  return false
}

const { uri } = await startPostgres({ database: 'jobs' })
const db = new pg.Client({ connectionString: uri })
await db.connect()
onExit(() => db.end().catch(() => undefined))
const count = async (sql) => Number((await db.query(sql)).rows[0].count)

const baseEnv = {
  ...process.env,
  DATABASE_URI: uri,
  SITE_ENV: 'development',
  PAYLOAD_SECRET: randomSecret(),
  PREVIEW_SECRET: randomSecret(),
  REVALIDATE_SECRET: randomSecret(),
  SESSION_KEYS: randomSecret() + randomSecret(),
  NEXT_TELEMETRY_DISABLED: '1',
}

/** A child process in a group of its own (signals reach what it started too), its output prefixed and watched. */
function start(name, command, args, env = baseEnv) {
  const child = spawn(command, args, { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines = []
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      lines.push(line)
      if (/runs the background jobs|no longer runs|lost its database|Could not try|Error running|✗/.test(line)) console.log(`  [${name}] ${line.slice(0, 300)}`)
    })
  }
  // Each process's whole output is kept in test-results/jobs/<name>.log for a look after a failure.
  const logFile = path.join(root, 'test-results', 'jobs', `${name.replaceAll(' ', '-')}.log`)
  fs.mkdirSync(path.dirname(logFile), { recursive: true })
  fs.writeFileSync(logFile, '')
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (data) => fs.appendFileSync(logFile, data))
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)))
  const signal = (name) => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, name)
  }
  onExit(() => signal('SIGKILL'))
  return { name, lines, exited, signal, saw: (text) => lines.some((line) => line.includes(text)) }
}

// 1. Migrations, twice at once.
console.log('\n1. Two migrations at once on an empty database')
const migrations = [1, 2].map((n) => start(`migrate ${n}`, process.execPath, [path.join(root, 'scripts', 'migrate.mjs')]))
const codes = await Promise.all(migrations.map((migration) => migration.exited))
check(
  codes.every((code) => code === 0),
  `both migrations succeeded (exit ${codes.join(', ')})`,
)
const files = fs.readdirSync(path.join(root, 'src', 'migrations-postgres')).filter((file) => file.endsWith('.ts') && file !== 'index.ts')
const recorded = await db.query('select name, count(*) as times from payload_migrations where batch > -1 group by name')
check(
  recorded.rows.length === files.length && recorded.rows.every((row) => Number(row.times) === 1),
  `each of the ${files.length} migrations recorded once (${recorded.rows.map((row) => `${row.name} ×${row.times}`).join(', ')})`,
)
if (problems.length) process.exit(1)

// 2. Two runners, one killed mid-delivery.
console.log(`\n2. Two job runners, ${COUNT} submissions, the provider failing ${Math.round(FAILURE_RATE * 100)}% of its calls`)
const standIn = await startLeadProviderStandIn({ failureRate: FAILURE_RATE, ...TEST_PROVIDER })
const runnerEnv = { ...baseEnv, ...standIn.env }
const runnerArgs = ['run', path.join('tests', 'support', 'job-runner.ts')]
const runners = ['runner A', 'runner B'].map((name) => start(name, bin('payload'), runnerArgs, runnerEnv))
// Submissions are queued as the runners start.
const queueStarted = Date.now()
const queue = start('queue', bin('payload'), [...runnerArgs, 'queue', String(COUNT), `lead${Date.now().toString(36)}`], runnerEnv)
const RUNNING = 'This process runs the background jobs now'
await waitFor('a runner elected', () => runners.some((runner) => runner.saw(RUNNING)), 300_000)
const first = runners.find((runner) => runner.saw(RUNNING))
const other = runners.find((runner) => runner !== first)
check(Boolean(first) && !other.saw(RUNNING), `one runner elected (${first?.name}) after ${seconds()}`)
if (!first) {
  for (const runner of runners) console.error(`--- ${runner.name}:\n${runner.lines.slice(-40).join('\n')}`)
  process.exit(1)
}

const writes = async () => Object.values((await standIn.state()).writes).reduce((sum, times) => sum + times, 0)
await waitFor('a third of the submissions delivered', async () => (await writes()) >= COUNT / 3)
// Deliveries under way, read just before and just after the kill (the other runner soon makes them runnable again).
const underWay = async () =>
  (
    await db.query(
      "select s.id, s.email from payload_jobs j join lead_submissions s on s.id::text = j.input->>'submissionId' where j.processing and j.completed_at is null",
    )
  ).rows
const before = await underWay()
const deliveries = (runner) => runner.lines.filter((line) => line.startsWith('delivery '))
const ranByOther = deliveries(other).length
first.signal('SIGKILL')
await first.exited
const after = await underWay()
const interrupted = new Set([...before, ...after].map((row) => row.email))
const interruptedIds = new Set([...before, ...after].map((row) => String(row.id)))
const inFlight = interrupted.size
const killed = Date.now()
console.log(`  killed ${first.name} (SIGKILL) with ${await writes()} contacts written and ${inFlight} deliveries under way, ${seconds(queueStarted)} after queueing began`)
check(ranByOther === 0 && deliveries(first).length > 0, `only ${first.name} ran jobs until then (${deliveries(first).length} delivery attempts; ${other.name}: ${ranByOther})`)
check(await waitFor('the other runner taking over', () => other.saw(RUNNING), TAKEOVER_LIMIT_MS), `${other.name} took over within ${seconds(killed)}`)
check((await queue.exited) === 0, `all ${COUNT} submissions queued`)

await waitFor('every submission delivered', async () => (await count("select count(*) from lead_submissions where delivery_status = 'pending'")) === 0)
console.log(`  deliveries finished ${seconds(queueStarted)} after queueing began`)
const delivered = await count("select count(*) from lead_submissions where delivery_status = 'delivered'")
check(delivered === COUNT, `${delivered} of ${COUNT} submissions delivered`)
const deliveredTimes = new Map()
for (const line of [...deliveries(first), ...deliveries(other)].filter((line) => line.endsWith(' delivered'))) {
  const id = line.split(' ')[1]
  deliveredTimes.set(id, (deliveredTimes.get(id) ?? 0) + 1)
}
// A delivery under way at the kill may run twice: its job is run again, and one it had queued for a next attempt may
// then run beside it. Any other submission is delivered by exactly one job run.
const ids = (await db.query('select id from lead_submissions')).rows.map((row) => String(row.id))
const wrong = ids.filter((id) => (deliveredTimes.get(id) ?? 0) !== 1 && !(interruptedIds.has(id) && (deliveredTimes.get(id) ?? 0) <= 2))
const again = ids.filter((id) => (deliveredTimes.get(id) ?? 0) > 1)
check(
  wrong.length === 0,
  `each submission delivered by exactly one job run, except ${again.length} of the ${inFlight} under way at the kill, by two${wrong.length ? `; wrong: ${wrong.map((id) => `${id} ×${deliveredTimes.get(id) ?? 0}`).join(', ')}` : ''}`,
)
const state = await standIn.state()
const contacts = new Set(state.contacts.map((email) => email.toLowerCase()))
check(state.contacts.length === COUNT && contacts.size === COUNT, `the provider holds ${state.contacts.length} contacts, ${contacts.size} distinct (expected ${COUNT})`)
// A delivery under way at the kill may have reached the provider without being recorded: it is sent again.
const writtenAgain = Object.entries(state.writes).filter(([, times]) => times > 1)
const unexplained = writtenAgain.filter(([email, times]) => !interrupted.has(email) || times > 2)
check(
  unexplained.length === 0,
  `every contact written exactly once, except ${writtenAgain.length} of the ${inFlight} deliveries under way at the kill, written twice${unexplained.length ? `; written more than once without being under way at the kill: ${unexplained.map(([email, times]) => `${email} ×${times}`).join(', ')}` : ''}`,
)
check(
  Object.values(state.writes).length === COUNT && Object.values(state.writes).every((times) => times >= 1),
  'every contact written at least once',
)
console.log(`  provider: ${state.apiCalls} calls, ${state.faults} failed on purpose`)
// A next attempt queued by a delivery under way at the kill waits out its backoff, then finds the lead delivered.
const jobsLeft = () => count("select count(*) from payload_jobs where completed_at is null and queue = 'leads'")
await waitFor('every lead delivery job finished', async () => (await jobsLeft()) === 0, 60_000)
const leftOver = await jobsLeft()
check(leftOver === 0, `no lead delivery job left (${leftOver})`)

// 3. A runner frozen past its lease mid-delivery: another takes over, and the frozen one runs nothing twice.
console.log(`\n3. A third runner waiting, ${FROZEN_COUNT} more submissions, the runner frozen (SIGSTOP) past its lease`)
const third = start('runner C', bin('payload'), runnerArgs, runnerEnv)
await waitFor('runner C started', () => third.saw('job runner process started'), 300_000)
const frozenPrefix = `frozen${Date.now().toString(36)}`
const pendingFrozen = () => count(`select count(*) from lead_submissions where delivery_status = 'pending' and email like '${frozenPrefix}-%'`)
const secondQueue = start('queue 2', bin('payload'), [...runnerArgs, 'queue', String(FROZEN_COUNT), frozenPrefix], runnerEnv)
check((await secondQueue.exited) === 0, `all ${FROZEN_COUNT} further submissions queued`)
await waitFor('a few of them delivered', async () => (await pendingFrozen()) <= FROZEN_COUNT - 5)
// Frozen while it has deliveries under way, so that the freeze interrupts some.
check(await waitFor('deliveries under way', async () => (await underWay()).length > 0, 30_000), 'the runner has deliveries under way')
const frozenBefore = await underWay()
const beforeFreeze = deliveries(other).length
other.signal('SIGSTOP')
const frozenAt = Date.now()
const frozenAfter = await underWay()
const frozenInterrupted = new Set([...frozenBefore, ...frozenAfter].map((row) => row.email))
const frozenInterruptedIds = new Set([...frozenBefore, ...frozenAfter].map((row) => String(row.id)))
console.log(`  froze ${other.name} with ${frozenInterrupted.size} deliveries under way`)
// Within the lease (30 s) and a minute at most: a frozen runner's open transactions must not hold its jobs.
const tookOver = await waitFor('runner C taking over from the frozen runner', () => third.saw(RUNNING), 60_000)
check(tookOver, `runner C took over from the frozen ${other.name} within ${seconds(frozenAt)}`)
// Frozen longer than the lease for sure, and until runner C delivered something.
await waitFor('runner C delivering', () => deliveries(third).length > 0, 60_000)
other.signal('SIGCONT')
const resumedAt = deliveries(other).length
console.log(`  ${other.name} goes on after ${seconds(frozenAt)}`)
await waitFor('every further submission delivered', async () => (await pendingFrozen()) === 0)
const frozenIds = (await db.query(`select id from lead_submissions where email like '${frozenPrefix}-%'`)).rows.map((row) => String(row.id))
const frozenRuns = new Map()
for (const line of [...deliveries(other), ...deliveries(third)].filter((line) => line.endsWith(' delivered'))) {
  const id = line.split(' ')[1]
  if (frozenIds.includes(id)) frozenRuns.set(id, (frozenRuns.get(id) ?? 0) + 1)
}
const lateLines = deliveries(other).slice(resumedAt)
const lateUnexpected = lateLines.filter((line) => !frozenInterruptedIds.has(line.split(' ')[1]))
check(
  lateUnexpected.length === 0,
  `after it went on, ${other.name} finished only deliveries under way at the freeze (${lateLines.length} of them${lateUnexpected.length ? `; others: ${lateUnexpected.join(', ')}` : ''}), having made ${beforeFreeze} attempts before`,
)
const frozenWrong = frozenIds.filter((id) => (frozenRuns.get(id) ?? 0) !== 1 && !(frozenInterruptedIds.has(id) && (frozenRuns.get(id) ?? 0) <= 2))
check(frozenWrong.length === 0, `each further submission delivered by exactly one job run, except ones under way at the freeze${frozenWrong.length ? `; wrong: ${frozenWrong.map((id) => `${id} ×${frozenRuns.get(id) ?? 0}`).join(', ')}` : ''}`)
const frozenState = await standIn.state()
const frozenWrites = Object.entries(frozenState.writes).filter(([email]) => email.startsWith(`${frozenPrefix}-`))
const frozenUnexplained = frozenWrites.filter(([email, times]) => times > 1 && (!frozenInterrupted.has(email) || times > 2))
check(
  frozenWrites.length === FROZEN_COUNT && frozenUnexplained.length === 0,
  `every further contact written once (${frozenWrites.length} contacts), except deliveries under way at the freeze${frozenUnexplained.length ? `; more: ${frozenUnexplained.map(([email, times]) => `${email} ×${times}`).join(', ')}` : ''}`,
)
const frozenLeft = await count("select count(*) from payload_jobs where completed_at is null and queue = 'leads' and processing")
check(await waitFor('no job left processing', async () => (await count("select count(*) from payload_jobs where completed_at is null and queue = 'leads'")) === 0, 30_000), `no lead delivery job left (${frozenLeft} processing a moment ago)`)

// 4. Both runners stop on SIGTERM and give the lock back.
console.log('\n4. SIGTERM to both runners')
for (const runner of [other, third]) runner.signal('SIGTERM')
const stopped = await Promise.all([other, third].map((runner) => Promise.race([runner.exited, sleep(30_000).then(() => 'still running after 30 s')])))
check(
  stopped.every((code) => code === 0),
  `${other.name} and runner C stopped (exit ${stopped.join(', ')})`,
)
const locks = await count(
  `select count(*) from pg_locks where locktype = 'advisory' and ((classid::bigint << 32) | objid::bigint) = ${advisoryLocks(baseEnv).jobRunner}`,
)
check(locks === 0, 'the runner lock is free')

console.log(`\n${problems.length ? `✗ ${problems.length} checks failed` : '✓ All checks passed'} in ${seconds()}`)
process.exit(problems.length ? 1 : 0)
