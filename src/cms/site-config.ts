import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Config } from 'payload'
import sharp from 'sharp'

import { blockSchemas } from '@/blocks/schemas'
import { siteFeatures } from '@/features/registry'
import { env } from '@/server/env'
import { fencedJobsCollection, IDLE_IN_TRANSACTION_MS, mayRunJobsOnRequest, shouldRunJobs, withFencedJobWrites } from '@/server/job-runner'
import { guardedPg } from '@/server/postgres-pool'
import { EASTERN } from '@/lib/eastern-time'
import { Documents } from './collections/Documents'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Themes } from './collections/Themes'
import { Users } from './collections/Users'
import { Footer } from './globals/Footer'
import { Header } from './globals/Header'
import { SiteSettings } from './globals/SiteSettings'
import { refuseToServeOnStart } from './accounts'
import { answerBadRequests } from './hooks/bad-request'
import { quietRefusals } from './quiet-refusals'
import { apiGuards } from './api-guards'
import { uploadStorage } from './storage'
import { contentChecksEndpoint } from './content-checks/endpoint'
import { outboxEmailAdapter } from './email-outbox'
import { smtpEmailAdapter } from './email-smtp'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const srcDir = path.resolve(dirname, '..')
const migrationDir = path.resolve(srcDir, 'migrations')
/** MIGRATION_DIR replaces the selected database's migrations folder (the test suite checks a temporary copy). */
const migrationDirFor = (committed: string) => (env.MIGRATION_DIR ? path.resolve(env.MIGRATION_DIR) : committed)

/**
 * The database: SQLite by default, Postgres for a postgres:// address. Blocks are stored as one JSON column per
 * blocks field (see docs/decisions/0001-block-storage.md). Production never pushes schema: migrations do.
 */
export const databaseAdapter = ({ uri = env.DATABASE_URI, push = false } = {}) =>
  uri.startsWith('postgres')
    ? // Job writes fenced by the runner epoch: a runner that lost its lock overwrites nothing its successor took back.
      // A transaction left idle (its process frozen) is ended, so it holds no row a successor must change.
      // Its pools listen on every connection they lend: a connection the server ends never ends the process.
      withFencedJobWrites(postgresAdapter({ pg: guardedPg(), pool: { connectionString: uri, idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS }, migrationDir: migrationDirFor(`${migrationDir}-postgres`), push, blocksAsJSON: true }))
    : // Readers never block a writer (WAL), and a write that meets another process's lock waits for it instead of
      // failing at once: a migration, a seed or a second server may use the same file while the site serves.
      sqliteAdapter({ client: { url: uri }, migrationDir: migrationDirFor(migrationDir), push, blocksAsJSON: true, wal: uri.startsWith('file:'), busyTimeout: 5000 })

/** Everything but the database, so tools can run the same content model on another database. */
export const siteConfig = {
  secret: env.PAYLOAD_SECRET,
  // Editor cookies count only on requests from this site: a request from another origin is anonymous.
  csrf: [new URL(env.SITE_URL).origin],
  admin: {
    user: Users.slug,
    importMap: { baseDir: srcDir },
    meta: { titleSuffix: ' · Site editor' },
    // The built-in account icon: the editor's email address is not sent to an avatar service.
    avatar: 'default',
    // Schedules start in US Eastern time, the sales team's zone: the time typed is the time in that zone.
    timezones: { defaultTimezone: EASTERN },
    // Above the dashboard's collections: the pages edited last and the publications scheduled.
    components: { beforeDashboard: ['/cms/components/EditorOverview#EditorOverview'] },
    livePreview: {
      collections: ['pages'],
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  blocks: blockSchemas,
  collections: [Pages, Media, Documents, Themes, Users],
  globals: [Header, Footer, SiteSettings],
  sharp,
  typescript: { outputFile: path.resolve(srcDir, 'payload-types.ts') },
  graphQL: { disable: true },
  // The page editor's content checks (src/cms/content-checks).
  endpoints: [contentChecksEndpoint],
  // A value in a request that the database cannot take gets a 400 from the CMS API, not a server error.
  hooks: { afterError: [answerBadRequests] },
  jobs: {
    tasks: [],
    // Runs scheduled publishing while the server is up; features add their own queues.
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 10 }],
    deleteJobOnComplete: true,
    // SQLite: the server process (not one started with BACKGROUND_JOBS=off); PostgreSQL: the one elected to run jobs.
    shouldAutoRun: shouldRunJobs,
    access: { run: mayRunJobsOnRequest },
    // The epoch of the runner that claimed each job (src/server/job-runner.ts fences job writes with it).
    jobsCollectionOverrides: ({ defaultJobsCollection }) => fencedJobsCollection(defaultJobsCollection),
  },
  // As the CMS starts: the first administrator from the environment, and the refusal to serve without a safe
  // account (features add their own start-up work).
  onInit: refuseToServeOnStart,
  // Every feature of src/features/registry.ts: collections, hooks on pages, background tasks, start-up work.
  // Then the upload collections' files in the S3 bucket when one is configured (src/cms/storage.ts); the CMS
  // API's answers to requests it cannot serve (src/cms/api-guards.ts); last, refused requests logged as
  // short, capped lines (src/cms/quiet-refusals.ts).
  plugins: [siteFeatures, uploadStorage(), apiGuards, quietRefusals],
  telemetry: false,
  // Mail goes to the SMTP service of SMTP_URL (required outside development; the local demo's is its mail
  // catcher), or to an outbox file in development without one (src/cms/email-outbox.ts).
  email: env.SMTP_URL ? smtpEmailAdapter(env.SMTP_URL, env.MAIL_FROM) : outboxEmailAdapter(env.MEDIA_DIR),
} satisfies Omit<Config, 'db'>

