import { answerReadiness } from '@/server/readiness-checks'

// Answers from the database on every request; never cached.
export const dynamic = 'force-dynamic'

/**
 * Readiness for load balancers: 200 `{ status: 'ok', checks }` when the database answers, has run every migration
 * this build ships and every other check passes; 503 with each check's state otherwise, and while the server stops.
 */
export const GET = answerReadiness
