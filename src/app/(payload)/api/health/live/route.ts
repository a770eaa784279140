import { HEALTH_HEADERS } from '@/server/readiness'

// Never cached, and reads nothing.
export const dynamic = 'force-dynamic'

/** Liveness: 200 whenever the process answers at all. It depends on nothing, so a database outage never restarts it. */
export function GET() {
  return Response.json({ status: 'ok' }, { headers: HEALTH_HEADERS })
}
