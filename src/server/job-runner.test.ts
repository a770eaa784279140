import type { DatabaseAdapterObj, Payload, PayloadRequest } from 'payload'
import { beforeEach, expect, it, vi } from 'vitest'

const STATE = Symbol.for('sel-site.job-runner')

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STATE]
  vi.resetModules()
})

/** A CMS on PostgreSQL whose lock is free or held elsewhere; records what the runner asks the database. */
function postgresCms({ lockFree, epoch = 7 }: { lockFree: boolean; epoch?: number }) {
  const queries: string[] = []
  /** Set to make the liveness query hang, as on a half-open connection; `foreignEpoch` is one another runner drew. */
  const network = { hang: false, foreignEpoch: 0 }
  const connection = {
    query: vi.fn(async (sql: string) => {
      queries.push(sql)
      if (sql.includes('last_value')) {
        if (network.hang) return new Promise<never>(() => {})
        return { rows: [{ latest: String(Math.max(epoch - 1, network.foreignEpoch)) }] }
      }
      if (sql.includes('nextval')) return { rows: [{ epoch: String(epoch++) }] }
      return { rows: [{ locked: lockFree }] }
    }),
    release: vi.fn(),
    on: vi.fn(),
    off: vi.fn(),
  }
  const update = vi.fn(async () => ({ docs: [{ id: 1 }, { id: 2 }], errors: [] }))
  const payload = {
    db: { packageName: '@payloadcms/db-postgres', pool: { connect: async () => connection } },
    crons: [],
    update,
    logger: { info: vi.fn(), warn: vi.fn(), error: vi.fn() },
  } as unknown as Payload
  return { payload, connection, update, queries, network }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

it('runs jobs in the server process on SQLite, as on one machine, and lets signed-in editors run them over the API', async () => {
  const { mayRunJobsOnRequest, shouldRunJobs } = await import('./job-runner')
  const sqlite = { db: { packageName: '@payloadcms/db-sqlite' }, crons: [] } as unknown as Payload
  expect(await shouldRunJobs(sqlite)).toBe(true)
  expect(mayRunJobsOnRequest({ req: { payload: sqlite, user: { id: 1 } } as unknown as PayloadRequest })).toBe(true)
  expect(mayRunJobsOnRequest({ req: { payload: sqlite, user: null } as unknown as PayloadRequest })).toBe(false)
})

it('with BACKGROUND_JOBS=off runs no job, on a schedule or asked for, on either database, and never stands for the lock', async () => {
  vi.stubEnv('BACKGROUND_JOBS', 'off')
  try {
    const { mayRunJobsOnRequest, runsJobsOnRequest, shouldRunJobs } = await import('./job-runner')
    const sqlite = { db: { packageName: '@payloadcms/db-sqlite' }, crons: [] } as unknown as Payload
    expect(await shouldRunJobs(sqlite)).toBe(false)
    expect(runsJobsOnRequest(sqlite)).toBe(false)
    expect(mayRunJobsOnRequest({ req: { payload: sqlite, user: { id: 1 } } as unknown as PayloadRequest })).toBe(false)
    const { payload, queries } = postgresCms({ lockFree: true })
    expect(await shouldRunJobs(payload)).toBe(false)
    await settle()
    expect(queries).toEqual([])
  } finally {
    vi.unstubAllEnvs()
  }
})

it('on PostgreSQL runs no job asked for over the API, whoever asks', async () => {
  const { mayRunJobsOnRequest } = await import('./job-runner')
  const { payload } = postgresCms({ lockFree: true })
  expect(mayRunJobsOnRequest({ req: { payload, user: { id: 1 } } as unknown as PayloadRequest })).toBe(false)
})

it('on PostgreSQL runs jobs only once it holds the lock, after making interrupted jobs runnable again', async () => {
  const { shouldRunJobs, stopJobRunner } = await import('./job-runner')
  const { payload, update, connection, queries } = postgresCms({ lockFree: true })
  expect(await shouldRunJobs(payload)).toBe(false)
  await settle()
  expect(queries.find((sql) => sql.includes('advisory'))).toContain('pg_try_advisory_lock')
  expect(update).toHaveBeenCalledWith(expect.objectContaining({ collection: 'payload-jobs', data: { processing: false, runnerEpoch: 7 } }))
  expect(await shouldRunJobs(payload)).toBe(true)

  await stopJobRunner(payload)
  // Ending the lock connection's session gives the lock back.
  expect(connection.release).toHaveBeenCalledWith(true)
  expect(await shouldRunJobs(payload)).toBe(false)
})

it('never runs jobs on PostgreSQL while another process holds the lock', async () => {
  const { shouldRunJobs, stopJobRunner } = await import('./job-runner')
  const { payload, update, connection } = postgresCms({ lockFree: false })
  await shouldRunJobs(payload)
  await settle()
  expect(await shouldRunJobs(payload)).toBe(false)
  expect(update).not.toHaveBeenCalled()
  // The connection goes back to the pool without its error listener.
  expect(connection.off).toHaveBeenCalled()
  expect(connection.release).toHaveBeenCalledWith(true)
  await stopJobRunner(payload)
})

it('asks PostgreSQL to free the lock once the runner stops checking in, and to answer each check within the liveness timeout', async () => {
  const { LEASE_MS, LIVENESS_TIMEOUT_MS, shouldRunJobs, stopJobRunner } = await import('./job-runner')
  const { payload, connection } = postgresCms({ lockFree: true })
  await shouldRunJobs(payload)
  await settle()
  expect(connection.query).toHaveBeenCalledWith(expect.stringContaining('idle_session_timeout'), [String(LIVENESS_TIMEOUT_MS), String(LEASE_MS)])
  expect(connection.query).toHaveBeenCalledWith(expect.stringContaining('statement_timeout'), expect.anything())
  expect(LIVENESS_TIMEOUT_MS).toBeLessThan(LEASE_MS)
  await stopJobRunner(payload)
})

it('makes runnable again only the jobs of earlier runners, stamping them with its new epoch', async () => {
  const { shouldRunJobs, stopJobRunner } = await import('./job-runner')
  const { payload, update } = postgresCms({ lockFree: true, epoch: 42 })
  await shouldRunJobs(payload)
  await settle()
  const [[args]] = update.mock.calls as unknown as [[{ where: { and: unknown[] }; data: unknown }]]
  expect(args.where.and).toContainEqual({ or: [{ runnerEpoch: { exists: false } }, { runnerEpoch: { less_than: 42 } }] })
  expect(args.data).toEqual({ processing: false, runnerEpoch: 42 })
  await stopJobRunner(payload)
})

it('stops running jobs for good when another runner under another lock key draws an epoch, and says how to fix it', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
  try {
    const { ELECTION_INTERVAL_MS, shouldRunJobs } = await import('./job-runner')
    const { payload, connection, network, queries } = postgresCms({ lockFree: true })
    await shouldRunJobs(payload)
    await vi.advanceTimersByTimeAsync(ELECTION_INTERVAL_MS)
    // Its own epoch is the latest: it keeps running jobs.
    expect(await shouldRunJobs(payload)).toBe(true)
    network.foreignEpoch = 8
    await vi.advanceTimersByTimeAsync(ELECTION_INTERVAL_MS)
    expect(await shouldRunJobs(payload)).toBe(false)
    expect(connection.release).toHaveBeenCalledWith(true)
    expect(payload.logger.error).toHaveBeenCalledWith(expect.stringContaining('the same DEPLOYMENT_NAME'))
    // It never stands again, so the other runner stays the only one.
    const asked = queries.length
    await vi.advanceTimersByTimeAsync(ELECTION_INTERVAL_MS * 5)
    expect(queries.length).toBe(asked)
    expect(await shouldRunJobs(payload)).toBe(false)
  } finally {
    vi.useRealTimers()
  }
})

describe('a runner whose lock connection stops answering', () => {
  afterEach(() => vi.useRealTimers())

  it('stops running jobs and starts none it had claimed, before PostgreSQL can give the lock to another', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const { ELECTION_INTERVAL_MS, LEASE_MS, LIVENESS_TIMEOUT_MS, currentRunnerEpoch, fencedTask, shouldRunJobs, stopJobRunner } = await import('./job-runner')
    const { payload, connection, network } = postgresCms({ lockFree: true })
    await shouldRunJobs(payload)
    await vi.advanceTimersByTimeAsync(0)
    // Positive control: the runner runs jobs, and a claimed job's task runs.
    expect(await shouldRunJobs(payload)).toBe(true)
    expect(currentRunnerEpoch()).toBe(7)
    const ran: string[] = []
    const task = fencedTask({ slug: 'deliverLead', handler: async () => (ran.push('sent'), { output: {} }) } as never) as unknown as {
      handler: (args: unknown) => Promise<unknown>
    }
    await task.handler({ req: { payload } })
    expect(ran).toEqual(['sent'])

    // The connection goes half-open: the liveness query never answers.
    network.hang = true
    await vi.advanceTimersByTimeAsync(ELECTION_INTERVAL_MS + LIVENESS_TIMEOUT_MS)
    expect(await shouldRunJobs(payload)).toBe(false)
    expect(currentRunnerEpoch()).toBeNull()
    // The connection was given up (destroyed), well before PostgreSQL's idle timeout frees the lock.
    expect(connection.release).toHaveBeenCalledWith(expect.any(Error))
    expect(ELECTION_INTERVAL_MS + LIVENESS_TIMEOUT_MS).toBeLessThan(LEASE_MS)
    await expect(task.handler({ req: { payload } })).rejects.toThrow(/no longer holds the job runner lock/)
    expect(ran).toEqual(['sent'])
    await stopJobRunner(payload)
  })

  it('trusts its lock only for the lease after its last good check, even when frozen before it could notice', async () => {
    const { LEASE_MS, currentRunnerEpoch, shouldRunJobs, stopJobRunner } = await import('./job-runner')
    const { payload } = postgresCms({ lockFree: true })
    await shouldRunJobs(payload)
    await settle()
    expect(currentRunnerEpoch()).toBe(7)
    // A frozen process (SIGSTOP) runs no timer: when it goes on, only the clock has moved.
    const now = performance.now()
    const clock = vi.spyOn(performance, 'now').mockReturnValue(now + LEASE_MS)
    try {
      expect(currentRunnerEpoch()).toBeNull()
      expect(await shouldRunJobs(payload)).toBe(false)
    } finally {
      clock.mockRestore()
    }
    await stopJobRunner(payload)
  })
})

it('gives its lock up when it could not check it within its lease, and stands again with a new epoch that takes its stuck jobs back', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    const { ELECTION_INTERVAL_MS, LEASE_MS, currentRunnerEpoch, shouldRunJobs, stopJobRunner } = await import('./job-runner')
    const { payload, update } = postgresCms({ lockFree: true })
    await shouldRunJobs(payload)
    await vi.advanceTimersByTimeAsync(0)
    expect(currentRunnerEpoch()).toBe(7)
    // Frozen past its lease: no check ran, only the clock moved.
    const frozenUntil = performance.now() + LEASE_MS
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => frozenUntil)
    try {
      await vi.advanceTimersByTimeAsync(ELECTION_INTERVAL_MS)
      expect(payload.logger.warn).toHaveBeenCalledWith(expect.stringContaining('gives it up'))
      expect(currentRunnerEpoch()).toBeNull()
      await vi.advanceTimersByTimeAsync(ELECTION_INTERVAL_MS)
      expect(currentRunnerEpoch()).toBe(8)
      expect(update).toHaveBeenLastCalledWith(expect.objectContaining({ data: { processing: false, runnerEpoch: 8 } }))
    } finally {
      clock.mockRestore()
    }
    await stopJobRunner(payload)
  } finally {
    vi.useRealTimers()
  }
})

describe('job writes, fenced by the runner epoch', () => {
  /** The adapter's job writes, recorded, behind the fence. */
  async function fencedAdapter(payload: Payload) {
    const { withFencedJobWrites } = await import('./job-runner')
    const calls: { kind: string; args: Record<string, unknown> }[] = []
    const db = {
      updateJobs: vi.fn(async (args: Record<string, unknown>) => (calls.push({ kind: 'update', args }), [])),
      deleteMany: vi.fn(async (args: Record<string, unknown>) => (calls.push({ kind: 'delete', args }), undefined)),
      rollbackTransaction: vi.fn(async (id: unknown) => void calls.push({ kind: 'rollback', args: { id } })),
    }
    const adapter = withFencedJobWrites<DatabaseAdapterObj>({ name: 'postgres', defaultIDType: 'number', init: () => db as never })
    return { db: adapter.init({ payload }) as unknown as Record<string, (args: unknown) => Promise<unknown>>, calls }
  }
  const ownOrEarlier = (epoch: number) => ({ or: [{ runnerEpoch: { exists: false } }, { runnerEpoch: { less_than_equal: epoch } }] })
  const unclaimed = { and: [{ processing: { equals: false } }, { runnerEpoch: { exists: false } }] }

  it('stamp the epoch on claimed jobs and reach only jobs of this runner or an earlier one', async () => {
    const { shouldRunJobs, stopJobRunner } = await import('./job-runner')
    const { payload } = postgresCms({ lockFree: true, epoch: 5 })
    const { db, calls } = await fencedAdapter(payload)
    await shouldRunJobs(payload)
    await settle()
    await db.updateJobs({ where: { processing: { equals: false } }, data: { processing: true }, limit: 20 })
    expect(calls[0].args).toMatchObject({ data: { processing: true, runnerEpoch: 5 }, where: { and: [{ processing: { equals: false } }, ownOrEarlier(5)] }, limit: 20 })
    await db.updateJobs({ id: 9, data: { processing: false, completedAt: 'now' } })
    expect(calls[1].args).toMatchObject({ data: { processing: false, completedAt: 'now' }, where: { and: [{ id: { equals: 9 } }, ownOrEarlier(5)] }, limit: 1 })
    await db.deleteMany({ collection: 'payload-jobs', where: { id: { in: [9] } } })
    expect(calls[2].args).toMatchObject({ where: { and: [{ id: { in: [9] } }, ownOrEarlier(5)] } })
    // Other collections are left alone.
    await db.deleteMany({ collection: 'pages', where: { id: { equals: 1 } } })
    expect(calls[3].args).toEqual({ collection: 'pages', where: { id: { equals: 1 } } })
    await stopJobRunner(payload)
  })

  it('let a process that is not the runner (or no longer) claim nothing and reach only jobs nobody claimed', async () => {
    const { shouldRunJobs, stopJobRunner } = await import('./job-runner')
    const { payload } = postgresCms({ lockFree: true, epoch: 5 })
    const { db, calls } = await fencedAdapter(payload)
    await shouldRunJobs(payload)
    await settle()
    await stopJobRunner(payload)
    // A late completion of a job it had claimed reaches no job another runner took back.
    await db.updateJobs({ id: 9, data: { processing: false, completedAt: 'now' } })
    expect(calls[0].args).toMatchObject({ where: { and: [{ id: { equals: 9 } }, unclaimed] }, limit: 1 })
    // A refused claim ends the transaction the CMS opened for it (the CMS commits only after a success).
    await expect(db.updateJobs({ where: {}, data: { processing: true }, limit: 20, req: { transactionID: 'claim-1' } })).rejects.toThrow(/Only the job runner claims jobs/)
    expect(calls[1]).toEqual({ kind: 'rollback', args: { id: 'claim-1' } })
    // An editor deleting a page drops its scheduled publication, which no runner has claimed yet.
    await db.deleteMany({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } } })
    expect(calls[2].args).toMatchObject({ where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, unclaimed] } })
    expect(calls).toHaveLength(3)
  })

  it('add the runner epoch to the jobs collection', async () => {
    const { fencedJobsCollection } = await import('./job-runner')
    expect(fencedJobsCollection({ slug: 'payload-jobs', fields: [] }).fields).toContainEqual(expect.objectContaining({ name: 'runnerEpoch', type: 'number' }))
  })
})
