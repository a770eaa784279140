/**
 * Which process runs the background jobs (the CMS's job queues: scheduled publishing, lead deliveries).
 *
 * - SQLite (one machine): the server process. A second process on the same database file (a copy of the build
 *   served beside it) is started with `BACKGROUND_JOBS=off`, which keeps any process out of the background work.
 * - PostgreSQL (several instances on one database): exactly one process at a time, the one holding the session
 *   advisory lock `advisoryLocks().jobRunner` on a database connection it keeps for that. The CMS's job queue does
 *   not claim a job atomically, so two runners could run one job twice. Every process with job schedules tries to
 *   take the lock every few seconds; when its holder dies, its connection closes, the lock is free and another
 *   process takes over.
 * - The lock is a lease. The lock connection asks PostgreSQL to end it after `LEASE_MS` without a query
 *   (`idle_session_timeout`), and the runner checks it every few seconds with a query that must answer within
 *   `LIVENESS_TIMEOUT_MS` (on the server and here: a half-open connection is given up). A runner trusts its lock
 *   only until `LEASE_MS - LIVENESS_TIMEOUT_MS` after its last good check began, which is before PostgreSQL can
 *   free the lock: a runner frozen or cut off stops starting jobs before another can take over.
 * - Each takeover draws a new runner epoch (a fencing token from a database sequence), stamped on the jobs the
 *   runner claims. The new runner makes runnable again only the jobs of earlier epochs (their runner has lost its
 *   lock), stamping them with its own; a job write from a runner whose lease ran out, or on a job of a later
 *   epoch, is refused (`withFencedJobWrites`), so a stale runner's late completion overwrites nothing.
 *
 * - Every process on one database must share one deployment name (its lock keys come from it). A runner that sees
 *   an epoch drawn after its own while it holds its lock knows another runner exists under another key: it stops.
 *
 * The CMS's schedules ask `shouldRunJobs` before each run (`jobs.shouldAutoRun`), so processes that never run jobs on
 * a schedule (migrations, seeding, scripts) never take part.
 */
import type { CollectionConfig, DatabaseAdapterObj, Payload, PayloadRequest, TaskConfig } from 'payload'

import { advisoryLocks } from './advisory-locks.mjs'
import { isShuttingDown, onShutdown } from './shutdown.mjs'

/** How often a process tries to become the runner, and the runner checks that its lock connection still works. */
export const ELECTION_INTERVAL_MS = 3_000
/** How long the liveness query may take, on the server (`statement_timeout`) and here. */
export const LIVENESS_TIMEOUT_MS = 5_000
/** PostgreSQL ends the lock connection, freeing the lock, after this long without a query (`idle_session_timeout`). */
export const LEASE_MS = 30_000
/**
 * PostgreSQL ends a session whose transaction sits idle this long (`idle_in_transaction_session_timeout`, on every
 * connection of the CMS): a process frozen mid-transaction then holds no job's rows by the time its lease has run
 * out, so its successor can take those jobs back.
 */
export const IDLE_IN_TRANSACTION_MS = 20_000
/** The sequence the runner epochs come from (a PostgreSQL migration creates it). */
const EPOCH_SEQUENCE = 'site_job_runner_epoch'

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
  /** This runner's epoch while it holds the lock. */
  epoch: number | null
  /** Until when (performance.now()) the lock is surely still this process's. */
  leaseUntil: number
}

// One runner per process, whichever bundle loads this module.
const state: RunnerState = ((globalThis as Record<symbol, RunnerState>)[Symbol.for('sel-site.job-runner')] ??= {
  started: false,
  stopped: false,
  connection: null,
  timer: null,
  epoch: null,
  leaseUntil: 0,
})

const clock = () => performance.now()

/** `promise`, or a rejection after `ms` (a query on a half-open connection never answers by itself). */
async function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([promise, deadline])
  } finally {
    clearTimeout(timer)
  }
}

/** This process's runner epoch while its lease holds, else null: it may then not run or finish any job. */
export const currentRunnerEpoch = (): number | null => (state.connection && state.epoch !== null && clock() < state.leaseUntil ? state.epoch : null)

/** The PostgreSQL pool of the CMS's database, or null on SQLite. */
function postgresPool(payload: Payload): LockPool | null {
  const db = payload.db as unknown as { packageName?: string; pool?: LockPool }
  return db.packageName === '@payloadcms/db-postgres' && db.pool ? db.pool : null
}

/** Whether every process runs jobs (SQLite) rather than one elected process (PostgreSQL). */
export const jobsRunInEveryProcess = (payload: Payload) => postgresPool(payload) === null

/** `BACKGROUND_JOBS=off`: this process never runs background jobs, on a schedule or on request. */
const jobsOffHere = () => process.env.BACKGROUND_JOBS === 'off'

/** Whether this process runs a job right when it is asked to (SQLite); otherwise the runner's next poll runs it. */
export const runsJobsOnRequest = (payload: Payload) => !jobsOffHere() && jobsRunInEveryProcess(payload)

/**
 * The CMS's `jobs.access.run`, for runs asked over its API (`/api/payload-jobs/run`): signed-in editors on SQLite, as
 * before; nobody on PostgreSQL, where only the elected runner runs jobs.
 */
export const mayRunJobsOnRequest = ({ req }: { req: PayloadRequest }) => Boolean(req.user) && runsJobsOnRequest(req.payload)

/**
 * The CMS's `jobs.shouldAutoRun`: whether this process runs its job schedules now. Never while building or stopping;
 * on PostgreSQL only while it holds the runner lock (the first call starts trying to take it).
 */
export async function shouldRunJobs(payload: Payload): Promise<boolean> {
  if (process.env.NEXT_PHASE === 'phase-production-build' || jobsOffHere() || isShuttingDown() || state.stopped) return false
  if (!state.started) {
    state.started = true
    onShutdown('the job runner', () => stopJobRunner(payload))
    // A connection PostgreSQL ends while this process was frozen (the lock's, a transaction's) is heard by the
    // pool (src/server/postgres-pool.ts), so it cannot end the process.
    const pool = postgresPool(payload)
    if (pool) void keepElecting(payload, pool)
  }
  return jobsRunInEveryProcess(payload) || currentRunnerEpoch() !== null
}

async function keepElecting(payload: Payload, pool: LockPool): Promise<void> {
  if (state.stopped) return
  try {
    if (state.connection && clock() >= state.leaseUntil) {
      // Its jobs' writes were refused meanwhile: a new election draws a new epoch, which makes them runnable again.
      payload.logger.warn('The job runner lock was not checked within its lease: this process gives it up and stands again')
      dropConnection()
    } else if (state.connection) {
      const began = clock()
      const { rows } = await within(state.connection.query(`select last_value as latest from ${EPOCH_SEQUENCE}`), LIVENESS_TIMEOUT_MS, 'The job runner lock check')
      if (Number(rows[0]?.latest) > (state.epoch ?? Infinity)) return yieldToForeignRunner(payload)
      state.leaseUntil = began + LEASE_MS - LIVENESS_TIMEOUT_MS
      // A claim an earlier runner sent before it froze can land after the takeover: such jobs are runnable again.
      const late = state.epoch === null ? 0 : await resumeInterruptedJobs(payload, state.epoch)
      if (late) payload.logger.info(`${late} jobs claimed late by a stopped runner run again`)
    } else await tryToBecomeRunner(payload, pool)
  } catch (error) {
    if (state.connection) payload.logger.error({ err: error, msg: 'The job runner lost its database connection: this process no longer runs jobs' })
    else payload.logger.warn({ err: error, msg: 'Could not try to become the job runner; trying again' })
    dropConnection(error)
  }
  if (!state.stopped) state.timer = setTimeout(() => void keepElecting(payload, pool), ELECTION_INTERVAL_MS)
  state.timer?.unref?.()
}

/**
 * A later epoch was drawn while this process held its lock: a process with another lock key (another
 * `DEPLOYMENT_NAME` on the same database) runs jobs too. This process stops running jobs for good, so one runner
 * remains, and says why.
 */
function yieldToForeignRunner(payload: Payload) {
  payload.logger.error(
    'Another process runs the background jobs of this database under a different deployment name: this process stops running them. Give every instance on one database the same DEPLOYMENT_NAME.',
  )
  state.stopped = true
  dropConnection()
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
    const began = clock()
    // Every query on this connection answers within the liveness timeout, and PostgreSQL ends it (freeing the lock)
    // once the runner stops checking in.
    await within(
      connection.query("select set_config('statement_timeout', $1, false), set_config('idle_session_timeout', $2, false)", [String(LIVENESS_TIMEOUT_MS), String(LEASE_MS)]),
      LIVENESS_TIMEOUT_MS,
      'The job runner lock connection',
    )
    const { rows } = await within(
      connection.query('select pg_try_advisory_lock($1::bigint) as locked', [advisoryLocks().jobRunner]),
      LIVENESS_TIMEOUT_MS,
      'The job runner lock',
    )
    locked = rows[0]?.locked === true
    if (!locked) return
    const epoch = Number((await within(connection.query(`select nextval('${EPOCH_SEQUENCE}') as epoch`), LIVENESS_TIMEOUT_MS, 'The runner epoch')).rows[0]?.epoch)
    if (!Number.isSafeInteger(epoch)) throw new Error('The runner epoch could not be read')
    state.connection = connection
    state.epoch = epoch
    state.leaseUntil = began + LEASE_MS - LIVENESS_TIMEOUT_MS
    const resumed = await resumeInterruptedJobs(payload, epoch)
    payload.logger.info(`This process runs the background jobs now (runner epoch ${epoch})${resumed ? ` (${resumed} left unfinished by a stopped runner run again)` : ''}`)
  } catch (error) {
    if (state.connection === connection) Object.assign(state, { connection: null, epoch: null, leaseUntil: 0 })
    throw error
  } finally {
    // Destroying the connection ends its session and its settings, and releases a lock taken before a failure.
    if (state.connection !== connection) {
      connection.off('error', lost)
      connection.release(true)
    }
  }
}

/**
 * Jobs a runner of an earlier epoch marked as processing and never finished (it died, or lost its lock) are made
 * runnable again and stamped with `epoch`, so their old runner can no longer write them. A job's task runs again
 * from its start.
 */
export async function resumeInterruptedJobs(payload: Payload, epoch: number): Promise<number> {
  const { docs, errors } = await payload.update({
    collection: 'payload-jobs',
    where: {
      and: [
        { processing: { equals: true } },
        { completedAt: { exists: false } },
        { or: [{ runnerEpoch: { exists: false } }, { runnerEpoch: { less_than: epoch } }] },
      ],
    },
    data: { processing: false, runnerEpoch: epoch },
    depth: 0,
    overrideAccess: true,
  })
  if (errors.length) throw new Error(`${errors.length} unfinished jobs could not be made runnable again: ${errors[0].message}`)
  return docs.length
}

function dropConnection(error?: unknown) {
  const connection = state.connection
  state.connection = null
  state.epoch = null
  state.leaseUntil = 0
  connection?.release(error instanceof Error ? error : true)
}

/** Stops running jobs: no new run starts, the runs under way finish, then the lock is given back. */
export async function stopJobRunner(payload: Payload): Promise<void> {
  state.stopped = true
  if (state.timer) clearTimeout(state.timer)
  while (payload.crons.some((cron) => cron.isBusy())) await new Promise((resolve) => setTimeout(resolve, 100))
  const connection = state.connection
  if (!connection) return
  dropConnection()
  // Ending the connection's session gives the lock back (and drops the session's timeouts with it).
  payload.logger.info('This process no longer runs the background jobs')
}

/** Why a stale runner's job write is refused. */
export class StaleRunnerError extends Error {}

/**
 * Throws unless this process may still run jobs (always on SQLite): a task calls it before an effect outside the
 * site, so a runner frozen or cut off mid-task does not send what its successor now sends.
 */
export function assertStillRunner(payload: Payload): void {
  if (!jobsRunInEveryProcess(payload) && currentRunnerEpoch() === null) throw new StaleRunnerError('This process no longer holds the job runner lock')
}

type Where = Record<string, unknown>

/** Jobs no runner has claimed yet: the only ones a process that is not the runner may change. */
const UNCLAIMED: Where = { and: [{ processing: { equals: false } }, { runnerEpoch: { exists: false } }] }

/**
 * `where` narrowed to the jobs this process may write: for the runner of `epoch`, its own and earlier runners' jobs
 * (a later runner's are out of reach); for any other process (`epoch` null), jobs no runner has claimed.
 */
export const fencedWhere = (where: Where | undefined, epoch: number | null): Where => ({
  and: [
    ...(where ? [where] : []),
    epoch === null ? UNCLAIMED : { or: [{ runnerEpoch: { exists: false } }, { runnerEpoch: { less_than_equal: epoch } }] },
  ],
})

type JobsAdapter = {
  updateJobs(args: { id?: unknown; where?: Where; data: Record<string, unknown>; limit?: number } & Record<string, unknown>): Promise<unknown>
  deleteMany(args: { collection: string; where: Where } & Record<string, unknown>): Promise<unknown>
}

/**
 * The PostgreSQL adapter with its job writes fenced (the CMS's job runs write through `updateJobs` and `deleteMany`):
 * a claim is stamped with this runner's epoch; every write reaches only the jobs `fencedWhere` allows (the adapter
 * reads the matching jobs and writes them in one transaction), so a runner whose lease ran out neither overwrites nor
 * deletes a job its successor took back; only the runner claims jobs. An editor's change on any instance (a deleted page's scheduled publication) still reaches the
 * jobs nobody has claimed.
 */
export function withFencedJobWrites<T extends DatabaseAdapterObj>(adapter: T): T {
  return {
    ...adapter,
    init: (args) => {
      const db = adapter.init(args)
      const jobs = db as unknown as JobsAdapter
      const updateJobs = jobs.updateJobs.bind(db)
      const deleteMany = jobs.deleteMany.bind(db)
      jobs.updateJobs = async ({ id, where, data, ...rest }) => {
        const epoch = currentRunnerEpoch()
        if (data.processing === true && epoch === null) {
          // The CMS opened a transaction for this write and commits it only after a success: end it here.
          const transaction = await (rest.req as { transactionID?: Promise<number | string> | number | string } | undefined)?.transactionID
          if (transaction !== undefined) await db.rollbackTransaction(transaction)
          throw new StaleRunnerError('Only the job runner claims jobs, and this process does not hold its lock')
        }
        const stamped = data.processing === true ? { ...data, runnerEpoch: epoch } : data
        const target = id !== undefined ? { id: { equals: id } } : where
        return updateJobs({ ...rest, ...(id !== undefined ? { limit: 1 } : {}), data: stamped, where: fencedWhere(target, epoch) })
      }
      jobs.deleteMany = async (args) =>
        deleteMany(args.collection === 'payload-jobs' ? { ...args, where: fencedWhere(args.where, currentRunnerEpoch()) } : args)
      return db
    },
  }
}

/** The CMS's jobs collection with the epoch of the runner that claimed each job. */
export function fencedJobsCollection(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: [...collection.fields, { name: 'runnerEpoch', type: 'number', index: true, admin: { hidden: true } }] }
}

/**
 * `task` whose handler runs only while this process may run jobs (always on SQLite): a runner that was frozen
 * or cut off starts none of the jobs it had claimed once its lease ran out.
 */
export function fencedTask<T extends TaskConfig>(task: T): T {
  const handler = task.handler
  if (typeof handler !== 'function') return task
  return {
    ...task,
    handler: (async (args: Parameters<typeof handler>[0]) => {
      assertStillRunner(args.req.payload)
      return handler(args)
    }) as typeof handler,
  }
}
