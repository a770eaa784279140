import { defineConfig } from '@playwright/test'

import base from './playwright.config'

const port = Number(process.env.PORT ?? 3110)
const developmentURL = `http://localhost:${port}`

/**
 * The development server (`npm run dev`: scripts/serve.mjs --dev) on the test database: the same guards, security
 * policy and script loading as production, with pages compiled on request. Run by `npm test dev` (scripts/test.mjs
 * prepares the database) and by the whole suite.
 */
export default defineConfig({
  ...base,
  testDir: 'tests/dev',
  testIgnore: [],
  globalSetup: undefined,
  workers: 1,
  // The first request of each page compiles it (half a minute on two cores).
  timeout: 240_000,
  expect: { timeout: 60_000 },
  use: { ...base.use, baseURL: developmentURL, extraHTTPHeaders: { origin: developmentURL } },
  webServer: {
    command: 'node scripts/serve.mjs --dev',
    url: `${developmentURL}/api/health/started`,
    reuseExistingServer: false,
    timeout: 240_000,
    env: { SITE_ENV: 'development', PORT: String(port), SITE_URL: developmentURL, LEAD_PROVIDER: 'local' },
  },
})
