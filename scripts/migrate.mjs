/**
 * `npm run migrate`: applies the committed migrations (`payload migrate`; further arguments go to it). On PostgreSQL
 * it holds the deployment's migrations advisory lock (`advisoryLocks().migrations`) meanwhile, so releases started at
 * once (several machines, or a retried deploy step) apply each migration once: the others wait for the lock, then
 * find nothing left to do. The lock is a session lock: it is released when this process ends, however it ends.
 * SQLite: just migrates. Outside development a PostgreSQL address without its password is refused first.
 */
import pg from 'pg'

import { advisoryLocks } from '../src/server/advisory-locks.mjs'
import { refuseUnsafeSharedServices } from '../src/server/shared-services-checks.mjs'
import { bin, tryRun } from './lib.mjs'

refuseUnsafeSharedServices()
const uri = process.env.DATABASE_URI ?? ''
const lock = advisoryLocks().migrations
const migrate = () => tryRun(bin('payload'), ['migrate', ...process.argv.slice(2)])

if (!uri.startsWith('postgres')) process.exit(migrate())

const client = new pg.Client({ connectionString: uri })
client.on('error', (error) => {
  console.error(`✗ The connection holding the migration lock failed: ${error.message}`)
  process.exit(1)
})
try {
  await client.connect()
  const { rows } = await client.query('select pg_try_advisory_lock($1::bigint) as locked', [lock])
  if (!rows[0].locked) {
    console.log('Another process is applying migrations: waiting for it to finish…')
    await client.query('select pg_advisory_lock($1::bigint)', [lock])
  }
} catch (error) {
  console.error(`✗ Could not take the migration lock on the database: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
}
const status = migrate()
await client.query('select pg_advisory_unlock($1::bigint)', [lock]).catch(() => undefined)
await client.end().catch(() => undefined)
process.exit(status)
