/**
 * Which process runs the background jobs (the CMS's job queues: scheduled publishing, lead deliveries).
 *
 * - SQLite (one machine): every server process, as it always did.
 * - PostgreSQL (several instances on one database): exactly one process at a time, the one holding the session
 *   advisory lock `ADVISORY_LOCKS.jobRunner` on a database connection it keeps for that. The CMS's job queue does
 *   not claim a job atomically, so two runners could run one job twice. Every process with job schedules tries to
 *   take the lock every few seconds; when its holder dies, its connection closes, the lock is free and another
 *   process takes over. The new runner first makes the jobs a stopped runner left "processing" runnable again.
 *
 * The CMS's schedules ask `shouldRunJobs` before each run (`jobs.shouldAutoRun`), so processes that never run jobs on
 * a schedule (migrations, seeding, scripts) never take part.
 */
import type { Payload, PayloadRequest } from 'payload'

import { ADVISORY_LOCKS } from './advisory-locks.mjs'
import { isShuttingDown, onShutdown } from './shutdown.mjs'

/** How often a process tries to become the runner, and the runner checks that its lock connection still works. */
export const ELECTION_INTERVAL_MS = 3_000

type LockConnection = {
  query(sql: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
  release(destroy?: boolean | Error): void
  on(event: 'error', listener: (error: Error) => void): unknown
  off(event: 'error', listener: (error: Error) => void): unknown
}
type LockPool = { connect(): Promise<LockConnection> }

type RunnerState = {
  started: boolean
  stopped: boolean
  connection: LockConnection | null
  timer: ReturnType<typeof setTimeout> | null
}

// One runner per process, whichever bundle loads this module.
const state: RunnerState = ((globalThis as Record<symbol, RunnerState>)[Symbol.for('sel-site.job-runner')] ??= {
  started: false,
  stopped: false,
  connection: null,
  timer: null,
})

/** The PostgreSQL pool of the CMS's database, or null on SQLite. */
function postgresPool(payload: Payload): LockPool | null {
  const db = payload.db as unknown as { packageName?: string; pool?: LockPool }
  return db.packageName === '@payloadcms/db-postgres' && db.pool ? db.pool : null
}

/** Whether every process runs jobs (SQLite) rather than one elected process (PostgreSQL). */
export const jobsRunInEveryProcess = (payload: Payload) => postgresPool(payload) === null

/**
 * The CMS's `jobs.access.run`, for runs asked over its API (`/api/payload-jobs/run`): signed-in editors on SQLite, as
 * before; nobody on PostgreSQL, where only the elected runner runs jobs.
 */
export const mayRunJobsOnRequest = ({ req }: { req: PayloadRequest }) => Boolean(req.user) && jobsRunInEveryProcess(req.payload)

/**
 * The CMS's `jobs.shouldAutoRun`: whether this process runs its job schedules now. Never while building or stopping;
 * on PostgreSQL only while it holds the runner lock (the first call starts trying to take it).
 */
export async function shouldRunJobs(payload: Payload): Promise<boolean> {
  if (process.env.NEXT_PHASE === 'phase-production-build' || isShuttingDown() || state.stopped) return false
  if (!state.started) {
    state.started = true
    onShutdown('the job runner', () => stopJobRunner(payload))
    const pool = postgresPool(payload)
    if (pool) void keepElecting(payload, pool)
  }
  return jobsRunInEveryProcess(payload) || state.connection !== null
}

async function keepElecting(payload: Payload, pool: LockPool): Promise<void> {
  if (state.stopped) return
  try {
    if (state.connection) await state.connection.query('select 1')
    else await tryToBecomeRunner(payload, pool)
  } catch (error) {
    if (state.connection) payload.logger.error({ err: error, msg: 'The job runner lost its database connection: this process no longer runs jobs' })
    else payload.logger.warn({ err: error, msg: 'Could not try to become the job runner; trying again' })
    dropConnection(error)
  }
  if (!state.stopped) state.timer = setTimeout(() => void keepElecting(payload, pool), ELECTION_INTERVAL_MS)
  state.timer?.unref?.()
}

async function tryToBecomeRunner(payload: Payload, pool: LockPool): Promise<void> {
  const connection = await pool.connect()
  // An error on a connection taken from the pool would otherwise end the process.
  const lost = (error: Error) => {
    if (state.connection !== connection) return
    payload.logger.error({ err: error, msg: 'The job runner lost its database connection: this process no longer runs jobs' })
    dropConnection(error)
  }
  connection.on('error', lost)
  let locked = false
  try {
    const { rows } = await connection.query('select pg_try_advisory_lock($1) as locked', [ADVISORY_LOCKS.jobRunner])
    locked = rows[0]?.locked === true
    if (!locked) return
    const resumed = await resumeInterruptedJobs(payload)
    state.connection = connection
    payload.logger.info(`This process runs the background jobs now${resumed ? ` (${resumed} left unfinished by a stopped runner run again)` : ''}`)
  } finally {
    // Destroying the connection releases a lock taken before a failure; a connection without the lock goes back.
    if (state.connection !== connection) {
      connection.off('error', lost)
      connection.release(locked ? true : undefined)
    }
  }
}

/**
 * Jobs a runner marked as processing and never finished (it died, or lost its lock) are made runnable again: with
 * the lock held no other process is running any job. A job's task runs again from its start.
 */
export async function resumeInterruptedJobs(payload: Payload): Promise<number> {
  const { docs, errors } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { completedAt: { exists: false } }] },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  if (errors.length) throw new Error(`${errors.length} unfinished jobs could not be made runnable again: ${errors[0].message}`)
  return docs.length
}

function dropConnection(error?: unknown) {
  const connection = state.connection
  state.connection = null
  connection?.release(error instanceof Error ? error : true)
}

/** Stops running jobs: no new run starts, the runs under way finish, then the lock is given back. */
export async function stopJobRunner(payload: Payload): Promise<void> {
  state.stopped = true
  if (state.timer) clearTimeout(state.timer)
  while (payload.crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 100))
  const connection = state.connection
  if (!connection) return
  state.connection = null
  try {
    await connection.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.jobRunner])
    connection.release()
  } catch {
    connection.release(true)
  }
  payload.logger.info('This process no longer runs the background jobs')
}
