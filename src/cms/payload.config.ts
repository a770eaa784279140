import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { postgresAdapter } from '@payloadcms/db-postgres'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { env } from '../lib/env'
import { Media } from './collections/Media'
import { Pages } from './collections/Pages'
import { Themes } from './collections/Themes'
import { Users } from './collections/Users'
import { Footer } from './globals/Footer'
import { Header } from './globals/Header'
import { SiteSettings } from './globals/SiteSettings'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const srcDir = path.resolve(dirname, '..')
const migrationDir = path.resolve(srcDir, 'migrations')

const database = () =>
  env.DATABASE_URI.startsWith('postgres')
    ? postgresAdapter({ pool: { connectionString: env.DATABASE_URI }, migrationDir: `${migrationDir}-postgres`, push: false })
    : sqliteAdapter({ client: { url: env.DATABASE_URI }, migrationDir, push: false })

export default buildConfig({
  secret: env.PAYLOAD_SECRET,
  admin: {
    user: Users.slug,
    importMap: { baseDir: srcDir },
    meta: { titleSuffix: ' · Site editor' },
    livePreview: {
      collections: ['pages'],
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 375, height: 667 },
        { label: 'Tablet', name: 'tablet', width: 768, height: 1024 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: [Pages, Media, Themes, Users],
  globals: [Header, Footer, SiteSettings],
  db: database(),
  sharp,
  typescript: { outputFile: path.resolve(srcDir, 'payload-types.ts') },
  graphQL: { disable: true },
  jobs: {
    // Runs scheduled publishing while the server is up.
    autoRun: [{ cron: '* * * * *', queue: 'default', limit: 10 }],
    shouldAutoRun: () => process.env.NEXT_PHASE !== 'phase-production-build',
  },
  telemetry: false,
})
