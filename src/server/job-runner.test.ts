import type { Payload, PayloadRequest } from 'payload'
import { beforeEach, expect, it, vi } from 'vitest'

const STATE = Symbol.for('sel-site.job-runner')

beforeEach(() => {
  delete (globalThis as Record<symbol, unknown>)[STATE]
  vi.resetModules()
})

/** A CMS on PostgreSQL whose lock is free or held elsewhere; records what the runner asks the database. */
function postgresCms({ lockFree }: { lockFree: boolean }) {
  const queries: string[] = []
  const connection = {
    query: vi.fn(async (sql: string) => {
      queries.push(sql)
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
  return { payload, connection, update, queries }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

it('runs jobs in every process on SQLite, as on one machine, and lets signed-in editors run them over the API', async () => {
  const { mayRunJobsOnRequest, shouldRunJobs } = await import('./job-runner')
  const sqlite = { db: { packageName: '@payloadcms/db-sqlite' }, crons: [] } as unknown as Payload
  expect(await shouldRunJobs(sqlite)).toBe(true)
  expect(mayRunJobsOnRequest({ req: { payload: sqlite, user: { id: 1 } } as unknown as PayloadRequest })).toBe(true)
  expect(mayRunJobsOnRequest({ req: { payload: sqlite, user: null } as unknown as PayloadRequest })).toBe(false)
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
  expect(queries[0]).toContain('pg_try_advisory_lock')
  expect(update).toHaveBeenCalledWith(expect.objectContaining({ collection: 'payload-jobs', data: { processing: false } }))
  expect(await shouldRunJobs(payload)).toBe(true)

  await stopJobRunner(payload)
  expect(queries.at(-1)).toContain('pg_advisory_unlock')
  expect(connection.release).toHaveBeenCalled()
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
  expect(connection.release).toHaveBeenCalledWith(undefined)
  await stopJobRunner(payload)
})
