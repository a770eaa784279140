import { readdir } from 'node:fs/promises'

import { payloadClient } from './content'
import { migrationHealth, migrationNames } from './health'
import { HEALTH_HEADERS, readiness, readinessResponse, type ReadinessCheck } from './readiness'
import { isReady, sharedRedis } from './redis.mjs'
import { revalidationsWaiting } from './revalidation-retries'
import { isShuttingDown } from './shutdown.mjs'
import { storageReady } from './storage'

/** The database answers and has run every migration this build ships. */
async function database(): Promise<string | void> {
  const payload = await payloadClient()
  const files = migrationNames(await readdir(payload.db.migrationDir))
  const { docs } = await payload.find({ collection: 'payload-migrations', where: { batch: { not_equals: -1 } }, limit: 0, pagination: false, depth: 0 })
  const health = migrationHealth(files, docs.map((doc) => String(doc.name)))
  if (health.status === 'error') return health.reason
}

/** Where uploads are kept (the S3 bucket, or the media folders) takes them; the details go to the log only. */
async function storage(): Promise<string | void> {
  const { ok, reason } = await storageReady()
  if (!ok) throw new Error(reason ?? 'uploads cannot be stored')
}

/** The shared cache answers (reported only: pages are rendered without it, and nothing is lost). */
async function redis(): Promise<string | void> {
  const client = sharedRedis()
  if (client && !isReady(client)) return 'unreachable: pages are rendered without the shared cache'
}

/** What an instance needs before it gets visitors: one line per dependency. */
export const readinessChecks: ReadinessCheck[] = [
  { name: 'database', check: database },
  { name: 'storage', check: storage },
  { name: 'redis', check: redis, optional: true },
  // Reported only: the instance serves, while a page or data read may stay stale until a retry applies.
  { name: 'revalidation', check: async () => revalidationsWaiting(), optional: true },
]

/** `GET /api/health/ready` (and `/api/health`): 200 when every check passes, else 503; 503 while stopping. */
export const answerReadiness = async () => readinessResponse(await readiness(readinessChecks, { stopping: isShuttingDown() }))

/**
 * `GET /api/health/started`: 200 once the CMS has started, its start-up work and checks included (they may end the
 * process instead). The production server asks it before opening its port; it has no time limit, unlike readiness.
 */
export async function answerStarted() {
  await payloadClient()
  return Response.json({ status: 'ok' }, { headers: HEALTH_HEADERS })
}
