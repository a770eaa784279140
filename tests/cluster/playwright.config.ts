import { defineConfig } from '@playwright/test'

/** Browser tests of two instances behind the caching proxy, started by scripts/test-cluster.mjs. */
export default defineConfig({
  testDir: '.',
  // The tests stop Redis and instances the others use: one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // A focused test left in would skip every other one: refused, not run.
  forbidOnly: true,
  timeout: 120_000,
  expect: { timeout: 10_000 },
  outputDir: '../../test-results/cluster',
  reporter: [['list']],
  use: {
    baseURL: process.env.CLUSTER_PROXY,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
})
