import { readdir } from 'node:fs/promises'

import { payloadClient } from '@/server/content'
import { migrationHealth, migrationNames } from '@/server/health'

// Answers from the database on every request; never cached.
export const dynamic = 'force-dynamic'

const TIMEOUT_MS = 5000

const withTimeout = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${TIMEOUT_MS} ms`)), TIMEOUT_MS))])

/**
 * For load balancers and uptime checks: 200 `{ status: 'ok' }` when the database answers and has run every
 * migration this build ships, else 503 with the reason. Payload's REST API owns the other /api addresses.
 */
export async function GET() {
  const headers = { 'cache-control': 'no-store' }
  try {
    const payload = await withTimeout(payloadClient())
    const files = migrationNames(await readdir(payload.db.migrationDir))
    const { docs } = await withTimeout(
      payload.find({ collection: 'payload-migrations', where: { batch: { not_equals: -1 } }, limit: 0, pagination: false, depth: 0 }),
    )
    const health = migrationHealth(files, docs.map((doc) => String(doc.name)))
    return Response.json(health, { status: health.status === 'ok' ? 200 : 503, headers })
  } catch (error) {
    console.error(`Health check failed: ${(error as Error).message}`)
    return Response.json({ status: 'error', reason: 'Database unavailable' }, { status: 503, headers })
  }
}
