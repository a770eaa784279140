import { answerReadiness } from '@/server/readiness-checks'

// Answers from the database on every request; never cached.
export const dynamic = 'force-dynamic'

/** The readiness answer under its older address (uptime checks and the server's start use it). */
export const GET = answerReadiness
