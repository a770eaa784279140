/**
 * PostgreSQL advisory lock keys of this site, one per thing only one process may do at a time. Session locks: a
 * lock is released when its holder unlocks it or its connection ends (the process stopped or died).
 */
export const ADVISORY_LOCKS = {
  /** Held by the one process that runs the background jobs (src/server/job-runner.ts). */
  jobRunner: 7_410_001,
  /** Held while `npm run migrate` applies migrations (scripts/migrate.mjs). */
  migrations: 7_410_002,
}
