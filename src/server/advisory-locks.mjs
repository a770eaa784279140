/**
 * PostgreSQL advisory lock keys of this site, one per thing only one process may do at a time. Session locks: a
 * lock is released when its holder unlocks it or its connection ends (the process stopped or died). Each key is
 * derived from the deployment's name (src/server/shared-services-checks.mjs), so it is no fixed number another
 * program could hold in advance, and every instance of one deployment computes the same.
 */
import { advisoryLockKey } from './shared-services-checks.mjs'

/** The lock keys for the deployment `env` describes, as decimal strings of signed 64-bit numbers. @param {Record<string, string | undefined>} [env] */
export const advisoryLocks = (env = process.env) => ({
  /** Held by the one process that runs the background jobs (src/server/job-runner.ts). */
  jobRunner: advisoryLockKey('job-runner', env),
  /** Held while `npm run migrate` applies migrations (scripts/migrate.mjs). */
  migrations: advisoryLockKey('migrations', env),
})
