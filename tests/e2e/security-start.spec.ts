import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { deploymentName, productionURL, smtpURL } from '../../playwright.config'
import { EDITORS, expect, test } from './fixtures'

/**
 * What a production server (scripts/serve.mjs on the production build, outside development) refuses before it opens
 * its port, and what it never offers once it serves. The servers here are started by the tests themselves.
 */

const DEMO_PASSWORD = 'demo-admin-2026'
const distDir = process.env.PRODUCTION_DIST_DIR ?? '.next-production-check'

// One server at a time (each start is heavy), and a failure does not skip the others.
test.describe.configure({ mode: 'default' })

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

/** What a TCP connection to host:port meets: 'accepted', 'timeout', or the error's code (ECONNREFUSED…). */
const connection = (host: string, port: number) =>
  new Promise<string>((resolve) => {
    const socket = net.connect({ host, port, timeout: 3000 })
    socket.once('connect', () => (socket.destroy(), resolve('accepted')))
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
    socket.once('timeout', () => (socket.destroy(), resolve('timeout')))
  })
/** Whether a TCP connection to host:port is accepted. */
const accepts = async (host: string, port: number) => (await connection(host, port)) === 'accepted'

type Started = { server: ChildProcess; port: number; base: string; output: () => string }

/** `node scripts/serve.mjs` outside development on a free port, with the test run's settings and `env` over them. */
async function serve(env: Record<string, string | undefined>): Promise<Started> {
  const port = await freePort()
  // Loopback by address: the server listens on 127.0.0.1 only, and "localhost" may resolve to ::1 first.
  const base = `http://127.0.0.1:${port}`
  const settings: Record<string, string | undefined> = { ...process.env, SITE_ENV: 'staging', PORT: String(port), SITE_URL: base, NEXT_DIST_DIR: distDir, HOST: undefined, DEPLOYMENT_NAME: deploymentName, LEAD_PROVIDER: 'local', SMTP_URL: smtpURL, ...env }
  const server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  server.stdout!.on('data', (chunk) => (output += chunk))
  server.stderr!.on('data', (chunk) => (output += chunk))
  return { server, port, base, output: () => output }
}

/**
 * Waits until the server exits or its port accepts a connection, whichever comes first: its exit code, or null when
 * it listened (it is then stopped).
 */
async function exitBeforeListening({ server, port }: Started): Promise<{ code: number | null; listened: boolean }> {
  let code: number | null = null
  let exited = false
  const exit = new Promise<void>((resolve) => server.once('exit', (exitCode) => ((exited = true), (code = exitCode), resolve())))
  while (!exited) {
    if (await accepts('127.0.0.1', port)) {
      server.kill('SIGKILL')
      return { code: null, listened: true }
    }
    await Promise.race([exit, new Promise((resolve) => setTimeout(resolve, 100))])
  }
  return { code, listened: false }
}

/** Waits until the server answers, alive (or fails the test when it exits first). */
async function ready({ server, base, output }: Started) {
  await expect
    .poll(
      async () => {
        expect(server.exitCode, output()).toBeNull()
        return fetch(`${base}/api/health/live`).then((response) => response.status, () => 0)
      },
      { timeout: 90_000 },
    )
    .toBe(200)
}

/** A migrated SQLite database with no account at all (made once, copied for each test that needs one). */
let emptyDatabase = ''
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'security-start-'))

test.beforeAll(async () => {
  test.setTimeout(180_000)
  emptyDatabase = path.join(work, 'empty.db')
  execFileSync(process.execPath, ['scripts/migrate.mjs'], { env: { ...process.env, DATABASE_URI: `file:${emptyDatabase}` }, stdio: 'ignore' })
})

test.afterAll(() => fs.rmSync(work, { recursive: true, force: true }))

const freshEmptyDatabase = () => {
  const copy = path.join(work, `site-${randomBytes(4).toString('hex')}.db`)
  fs.copyFileSync(emptyDatabase, copy)
  // Readiness checks that the media folder can be written.
  fs.mkdirSync(path.join(work, 'media', 'documents'), { recursive: true })
  return { DATABASE_URI: `file:${copy}`, MEDIA_DIR: path.join(work, 'media') }
}

const secret = () => randomBytes(24).toString('base64url')

/** A client address of this test's own (the test servers trust one proxy, which the test plays), so its sign-ins count apart. */
const client = { 'x-forwarded-for': `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 254) + 1).join('.')}` }

test('a server outside development refuses to start while any account, renamed or not, has the demo password', async ({ request }) => {
  test.setTimeout(150_000)
  // The local demo allows the public password on any account: one carried to production with it.
  const renamed = { email: `renamed-demo-${Date.now().toString(36)}@example.org`, password: DEMO_PASSWORD }
  expect((await request.post('/api/users/login', { data: EDITORS.startChecks, headers: client })).ok()).toBe(true)
  const created = await request.post('/api/users', { data: { ...renamed, name: 'Renamed demo' } })
  expect(created.status()).toBe(201)
  const { doc } = await created.json()
  try {
    expect((await request.post('/api/users/login', { data: renamed, headers: client })).ok()).toBe(true)
    const started = await serve({})
    const { code, listened } = await exitBeforeListening(started)
    expect(listened, started.output()).toBe(false)
    expect(code, started.output()).toBe(1)
    expect(started.output()).toContain(`Refusing to serve:\n- The account ${renamed.email} still has the local demo's public password.`)
    expect(started.output()).not.toContain(DEMO_PASSWORD)
    expect(started.output()).not.toContain('Serving the production site')
  } finally {
    expect((await request.post('/api/users/login', { data: EDITORS.startChecks, headers: client })).ok()).toBe(true)
    expect((await request.delete(`/api/users/${doc.id}`)).ok()).toBe(true)
  }
})

test('a server outside development refuses to start with no editor account and none to create', async () => {
  test.setTimeout(120_000)
  const started = await serve({ ...freshEmptyDatabase(), SITE_ENV: 'production', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined })
  const { code, listened } = await exitBeforeListening(started)
  expect(listened, started.output()).toBe(false)
  expect(code, started.output()).toBe(1)
  expect(started.output()).toContain('The site has no editor account, so its first visitor could make themselves administrator. Set ADMIN_EMAIL and ADMIN_PASSWORD')
})

test('a server outside development refuses to start without its secrets (and production without its lead provider), naming each one missing', async () => {
  test.setTimeout(120_000)
  const missing = ['PAYLOAD_SECRET', 'PREVIEW_SECRET', 'REVALIDATE_SECRET', 'SESSION_KEYS', 'LEAD_PROVIDER']
  const started = await serve({ SITE_ENV: 'production', ...Object.fromEntries(missing.map((key) => [key, undefined])) })
  const { code, listened } = await exitBeforeListening(started)
  expect(listened, started.output()).toBe(false)
  expect(code, started.output()).toBe(1)
  expect(started.output()).toContain('Refusing to serve:\n- Invalid environment configuration:')
  for (const key of missing) expect(started.output()).toContain(`${key}: ${key} must be set when SITE_ENV is production`)
  // Only those: the settings it was given are not named.
  expect(started.output()).not.toContain('OIDC_ISSUER')
})

test('outside development nobody registers as first user through the API', async ({ request }) => {
  test.setTimeout(150_000)
  const admin = { email: 'first-admin@example.org', password: secret() }
  const started = await serve({ ...freshEmptyDatabase(), SITE_ENV: 'production', ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password })
  try {
    // With ADMIN_EMAIL and ADMIN_PASSWORD the same empty database serves, with that account.
    await ready(started)
    const { base } = started
    const login = await request.post(`${base}/api/users/login`, { data: admin, headers: { origin: base } })
    expect(login.ok()).toBe(true)

    const stranger = { email: 'stranger@example.org', password: 'a-strangers-password-2026', name: 'Stranger' }
    for (const method of ['POST', 'GET', 'PUT', 'PATCH', 'DELETE']) {
      const body = method === 'GET' || method === 'DELETE' ? {} : { data: stranger }
      const answer = await request.fetch(`${base}/api/users/first-register`, { method, ...body, headers: { origin: base } })
      expect(answer.status(), method).toBe(404)
    }
    expect((await request.post(`${base}/api/users/login`, { data: stranger, headers: { origin: base } })).status()).toBe(401)
  } finally {
    started.server.kill('SIGKILL')
  }
  // The local demo keeps the CMS's own answer: its database has accounts, so a first registration is forbidden.
  expect((await request.post('/api/users/first-register', { data: { email: 'stranger@example.org', password: 'a-strangers-password-2026' } })).status()).toBe(403)
})

test('the production server listens on loopback only unless HOST names an interface', async () => {
  const outside = Object.values(os.networkInterfaces())
    .flat()
    .find((address) => address && address.family === 'IPv4' && !address.internal)
  // Every machine the suite runs on has one (CI included); without it this test could show nothing.
  expect(outside, 'a network interface besides loopback').toBeTruthy()
  // The test run's production server is started without HOST.
  const port = Number(new URL(productionURL).port)
  expect(await connection('127.0.0.1', port)).toBe('accepted')
  // Refused at once, not lost in a timeout (which would show nothing about the server).
  expect(await connection(outside!.address, port)).toBe('ECONNREFUSED')
  // Positive control: a server listening on every interface is reached at that address.
  const everywhere = net.createServer((socket) => socket.destroy())
  await new Promise<void>((resolve) => everywhere.listen(0, '0.0.0.0', resolve))
  try {
    expect(await connection(outside!.address, (everywhere.address() as net.AddressInfo).port)).toBe('accepted')
  } finally {
    everywhere.close()
  }
})
