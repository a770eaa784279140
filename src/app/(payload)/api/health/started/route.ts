import { answerStarted } from '@/server/readiness-checks'

// Never cached.
export const dynamic = 'force-dynamic'

/** Start-up: answers once the CMS has started (its start checks included), however long that takes. */
export const GET = answerStarted
