import { defineConfig } from '@playwright/test'

const port = Number(process.env.PORT ?? 3100)
const productionPort = Number(process.env.PRODUCTION_PORT ?? 3101)
const videoImagePort = Number(process.env.VIDEO_IMAGE_PORT ?? 3102)
const marketingFormsPort = Number(process.env.MARKETING_FORMS_PORT ?? 3103)
const identityPort = Number(process.env.OIDC_DEV_PORT ?? 3104)
const mailCatcherPort = Number(process.env.MAIL_CATCHER_PORT ?? 3105)
const mailCatcherSmtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 3106)
/** The mail catcher (tests/stand-ins/mail-catcher.mjs): every test server sends its mail there. */
export const mailCatcherURL = `http://127.0.0.1:${mailCatcherPort}`
/** Its SMTP address, which every test server sends through. */
export const smtpURL = `smtp://127.0.0.1:${mailCatcherSmtpPort}`
/** The local demo's sign-in provider (scripts/dev-identity-provider), where visitors sign in during the tests. */
export const identityURL = process.env.OIDC_ISSUER ?? `http://127.0.0.1:${identityPort}`
/** The marketing-automation provider's stand-in (tests/stand-ins/marketing-forms.mjs). */
export const marketingFormsURL = `http://127.0.0.1:${marketingFormsPort}`

export const baseURL = `http://localhost:${port}`
/** The video image host's stand-in (tests/stand-ins/video-image-host.mjs). */
export const videoImageURL = `http://127.0.0.1:${videoImagePort}`
export const productionURL = `http://localhost:${productionPort}`
/** Every server of the tests shares one database, so they are one deployment: one job runner (the first server), one set of lock keys. */
export const deploymentName = 'browser-tests'

/**
 * Specs that check only how pages and their widgets look and behave, reading the same content the same way on any
 * database: they run on SQLite alone. On PostgreSQL run the specs whose outcome depends on what the database stores,
 * finds or refuses (the admin, publishing, leads, search, accounts, bad input, every page rendered…).
 */
const DATABASE_INDEPENDENT = ['accordions-and-features', 'blog-feed', 'carousels', 'content-security-policy', 'demo-content', 'faq', 'headers', 'heroes-banners', 'layout', 'links', 'marketing-forms', 'pricing-calculator', 'program-wheel', 'shell', 'tables-and-lists', 'territory-map', 'visual']
const onPostgres = (process.env.DATABASE_URI ?? '').startsWith('postgres')
/**
 * The approved pictures of every page (visual.spec.ts) run on their own, first, on the demo as seeded: the other tests
 * change what every page shows (the notifications bell, the header). scripts/test.mjs sets BROWSER_TESTS=pictures.
 */
const PICTURES = '**/visual.spec.ts'
const picturesRun = process.env.BROWSER_TESTS === 'pictures'

/** Browser tests run against the production build (see scripts/test.mjs, which prepares the database and build). */
export default defineConfig({
  testDir: 'tests/e2e',
  ...(picturesRun ? { testMatch: PICTURES } : {}),
  testIgnore: [...(onPostgres ? DATABASE_INDEPENDENT.map((name) => `**/${name}.spec.ts`) : []), ...(picturesRun ? [] : [PICTURES])],
  globalSetup: './tests/e2e/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // A flaky test is a bug to fix, not to retry: no retries, in CI either.
  retries: 0,
  // A focused test left in would skip every other one: refused, not run.
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The JSON report lets scripts/test.mjs repeat the failures at the very end of a long run's output.
  reporter: [['list'], ['json', { outputFile: `${process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results'}-report.json` }]],
  // scripts/test.mjs keeps each database's traces apart (test-results/sqlite, test-results/postgres).
  outputDir: process.env.PLAYWRIGHT_OUTPUT_DIR ?? 'test-results',
  use: {
    baseURL,
    // The CMS honours editor cookies only from its own origin; API clients in the tests say so, as browsers do.
    extraHTTPHeaders: { origin: baseURL },
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: [
    {
      command: 'node tests/stand-ins/video-image-host.mjs',
      url: `http://127.0.0.1:${videoImagePort}/health`,
      reuseExistingServer: false,
      env: { VIDEO_IMAGE_PORT: String(videoImagePort) },
    },
    {
      command: 'node tests/stand-ins/marketing-forms.mjs',
      url: `${marketingFormsURL}/health`,
      reuseExistingServer: false,
      env: { MARKETING_FORMS_PORT: String(marketingFormsPort), MARKETING_FORMS_LIST_SUBMISSIONS: '1' },
    },
    {
      command: 'node tests/stand-ins/mail-catcher.mjs',
      url: `${mailCatcherURL}/health`,
      reuseExistingServer: false,
      env: { MAIL_CATCHER_PORT: String(mailCatcherPort), MAIL_CATCHER_SMTP_PORT: String(mailCatcherSmtpPort) },
    },
    {
      command: 'node scripts/dev-identity-provider/main.mjs',
      url: `${identityURL}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { OIDC_DEV_PORT: String(identityPort), SITE_URL: baseURL },
    },
    {
      command: 'node scripts/serve.mjs',
      url: `${baseURL}/admin/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      // The tests play the one trusted proxy, naming a client address per test in X-Forwarded-For.
      // The marketing-forms stand-in's origin plays another site whose pages may send leads here (LEAD_CORS_ORIGINS).
      env: {
        SITE_ENV: 'development',
        PORT: String(port),
        DEPLOYMENT_NAME: deploymentName,
        MARKETING_FORMS_URL: marketingFormsURL,
        SMTP_URL: smtpURL,
        LEAD_RATE_LIMIT_PER_MINUTE: '100000',
        TRUSTED_PROXY_HOPS: '1',
        LEAD_CORS_ORIGINS: marketingFormsURL,
      },
    },
    {
      command: 'node scripts/serve.mjs',
      url: `${productionURL}/admin/login`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        SITE_ENV: 'production',
        PORT: String(productionPort),
        // One process runs the background jobs of a SQLite database: the first server.
        BACKGROUND_JOBS: 'off',
        LEAD_PROVIDER: 'local',
        DEPLOYMENT_NAME: deploymentName,
        NEXT_DIST_DIR: process.env.PRODUCTION_DIST_DIR ?? '.next-production-check',
        SITE_URL: productionURL,
        MARKETING_FORMS_URL: marketingFormsURL,
        SMTP_URL: smtpURL,
        TRUSTED_PROXY_HOPS: '1',
        // A short whole-request limit, so a test sees a slow body cut off (the default is 60 s).
        REQUEST_TIMEOUT_SECONDS: '10',
      },
    },
  ],
})
