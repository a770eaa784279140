/**
 * `npm test`: the whole suite. Typecheck, lint, unit and component tests, then browser tests against a
 * production build served from a fresh test database, in Debian's Chromium.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { bin, buildIfNeeded, clearRouteCache, freePort, root, run } from './lib.mjs'

const CHROMIUM = '/usr/bin/chromium'

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return
  console.log('Installing Debian Chromium for the browser tests…')
  const sudo = process.getuid?.() === 0 ? [] : ['sudo']
  for (const args of [['apt-get', 'update'], ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']]) {
    const [cmd, ...rest] = [...sudo, ...args]
    const result = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
    if (result.status !== 0) {
      console.error(`Could not install Chromium (${args.join(' ')} failed). Install it with: apt-get install -y chromium`)
      process.exit(1)
    }
  }
}

const only = process.argv[2] // optional: "unit" or "e2e"

/** Fails when the CMS schema changed without a committed migration (the check's own output is removed). */
function checkMigrations() {
  const dir = path.join(root, 'src', 'migrations')
  const before = new Set(fs.readdirSync(dir))
  const index = fs.readFileSync(path.join(dir, 'index.ts'))
  const dataDir = fs.mkdtempSync(path.join(root, 'data', 'schema-check-'))
  run(bin('payload'), ['migrate:create', 'schema_check', '--skip-empty'], { DATABASE_URI: `file:${path.join(dataDir, 'check.db')}` })
  const added = fs.readdirSync(dir).filter((file) => !before.has(file))
  for (const file of added) fs.rmSync(path.join(dir, file))
  fs.writeFileSync(path.join(dir, 'index.ts'), index)
  fs.rmSync(dataDir, { recursive: true, force: true })
  if (added.length) {
    console.error('\n✗ The CMS schema changed without a migration. Run: npm run migrate:create <name>, then commit it.')
    process.exit(1)
  }
}

if (only !== 'e2e') {
  run(bin('tsc'), ['--noEmit'])
  run(bin('eslint'), ['.', '--max-warnings=0'])
  fs.mkdirSync(path.join(root, 'data'), { recursive: true })
  checkMigrations()
  run(bin('vitest'), ['run'])
}

if (only !== 'unit') {
  ensureChromium()
  const dataDir = path.join(root, 'data', 'test')
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(dataDir, { recursive: true })
  const [port, productionPort, videoImagePort] = [await freePort(), await freePort(), await freePort()]
  const env = {
    DATABASE_URI: `file:${path.join(dataDir, 'site.db')}`,
    MEDIA_DIR: path.join(dataDir, 'media'),
    SITE_URL: `http://localhost:${port}`,
    PORT: String(port),
    PAYLOAD_SECRET: 'test-suite-secret-0123456789',
    PREVIEW_SECRET: 'test-suite-preview-secret',
    AD_PIXEL_SRC: `http://localhost:${port}/__test__/ad-pixel.js`,
    VIDEO_IMAGE_HOST: `http://127.0.0.1:${videoImagePort}`,
    VIDEO_IMAGE_PORT: String(videoImagePort),
    NEXT_TELEMETRY_DISABLED: '1',
  }
  run(bin('payload'), ['migrate'], env)
  run(bin('payload'), ['run', 'src/seed/run.ts'], env)
  buildIfNeeded(env)
  clearRouteCache()
  // The same build, copied, is served a second time with SITE_ENV=production to check what production hides.
  const productionDist = '.next-production-check'
  fs.rmSync(path.join(root, productionDist), { recursive: true, force: true })
  fs.cpSync(path.join(root, '.next'), path.join(root, productionDist), {
    recursive: true,
    filter: (source) =>
      !source.startsWith(path.join(root, '.next', 'cache')) && !source.startsWith(path.join(root, '.next', 'server', 'route-cache')),
  })
  run(bin('playwright'), ['test'], {
    ...env,
    PRODUCTION_PORT: String(productionPort),
    PRODUCTION_DIST_DIR: productionDist,
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
  })
}

console.log('\nAll checks passed.')
