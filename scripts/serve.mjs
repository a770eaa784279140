/**
 * The production server: Next's request handler behind a plain Node HTTP server that refuses methods the site does
 * not serve (src/server/http-guards.mjs) and finishes each answer: inline-script hashes in the content security
 * policy of every HTML answer (src/server/inline-scripts.mjs), HSTS in production and a policy for answers without
 * one (src/server/security-headers.mjs), then compression. A published page just sent is sent again from memory for
 * a second (src/server/burst-cache.mjs); a page sent without a section that failed to render is sent `no-store`
 * (src/server/failed-sections.mjs). Serves the built site on PORT (default 3000), on HOST (default 127.0.0.1
 * in every environment: it runs behind a proxy on the same machine, and only that proxy may reach it). The client's
 * address is decided here, once (src/server/client-address.mjs).
 * Next's own compression is off (next.config.ts): it would compress before the hashes could be read.
 * It stops gracefully on SIGTERM or SIGINT (src/server/shutdown.mjs).
 */
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import compression from 'compression'

import { limitCachingOfMisses, sharedCacheSeconds } from '../src/server/cache-headers.mjs'
import { markClientAddress } from '../src/server/client-address.mjs'
import {
  answerRequestTarget,
  ownServerFunctions,
  refuseConnect,
  rejectForeignServerFunction,
  rejectOversizedBody,
  rejectUnplainApiPath,
  rejectUnsupportedMethod,
  redirectOtherLoopbackName,
  SERVER_LIMITS,
} from '../src/server/http-guards.mjs'
import { createBurstCache, forgetOnRevalidationsElsewhere, pageMemoryMs } from '../src/server/burst-cache.mjs'
import { hashInlineScripts } from '../src/server/inline-scripts.mjs'
import { sharedRedis } from '../src/server/redis.mjs'
import { addSecurityHeaders, keepSignedInAnswersPrivate } from '../src/server/security-headers.mjs'
import { refuseUnsafeSharedServices } from '../src/server/shared-services-checks.mjs'
import { onShutdown, stopGracefully } from '../src/server/shutdown.mjs'
import { root } from './lib.mjs'

// `--dev` (npm run dev): Next compiles on request and reloads edits; everything around it is the same server.
const dev = process.argv.includes('--dev')
process.env.NODE_ENV = dev ? 'development' : 'production'
const port = Number(process.env.PORT || 3000)
const host = process.env.HOST || '127.0.0.1'
const hops = Number(process.env.TRUSTED_PROXY_HOPS || 0)
if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
  console.error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (the proxies in front of this server), not "${process.env.TRUSTED_PROXY_HOPS}".`)
  process.exit(1)
}
// Redis and PostgreSQL reached only with their passwords outside development, before the port opens.
refuseUnsafeSharedServices()

let sharedSeconds
let memoryMs
try {
  sharedSeconds = sharedCacheSeconds()
  memoryMs = pageMemoryMs()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

/**
 * The site's start checks (settings, accounts: src/instrumentation.ts) run as Next prepares; the port opens only once
 * they passed. A refusal ends the process there, with its reasons printed.
 */
function startChecksPassed() {
  const minutes = 5
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.error(`Refusing to serve: the start checks did not finish within ${minutes} minutes.`)
      process.exit(1)
    }, minutes * 60_000)
    globalThis[Symbol.for('sel-site.start-checks-passed')] = () => {
      clearTimeout(timer)
      resolve()
    }
  })
}

/**
 * Starts the CMS before the port opens: one start-up probe through a private socket (a folder only this user can
 * read) answers once the CMS has started and checked its accounts, which ends the process when they must not serve.
 * Its background jobs start with it.
 */
async function startTheCms() {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sel-site-start-'))
  const socketPath = path.join(folder, 'start.sock')
  const probe = http.createServer((req, res) => handle(req, res))
  await new Promise((resolve) => probe.listen(socketPath, resolve))
  try {
    await new Promise((resolve, reject) => {
      http.get({ socketPath, path: '/api/health/started', headers: { host: `localhost:${port}` } }, (res) => res.resume().on('end', resolve)).on('error', reject)
    })
  } finally {
    probe.close()
    fs.rmSync(folder, { recursive: true, force: true })
  }
}

const startChecks = startChecksPassed()
const { default: next } = await import('next')
// Development compiles with the production build's bundler (webpack), so both run the same plugins.
const app = next({ dev, webpack: dev || undefined, dir: root, port, hostname: 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()
await startChecks
await startTheCms()
// Next writes development's output in a folder of its own inside the output folder.
const manifest = path.join(root, process.env.NEXT_DIST_DIR || '.next', ...(dev ? ['dev'] : []), 'server', 'server-reference-manifest.json')
const readServerFunctions = () => ownServerFunctions(fs.existsSync(manifest) ? JSON.parse(fs.readFileSync(manifest, 'utf8')) : {})
let ownFunctions = readServerFunctions()
// In development an edit or a page compiled on request adds server functions: an unknown one reads the list again.
const serverFunctions = dev ? { has: (id) => ownFunctions.has(id) || (ownFunctions = readServerFunctions()).has(id) } : ownFunctions

const compress = compression()
const recentPages = createBurstCache({ ttlMs: memoryMs })
// With REDIS_URL, a revalidation on another instance empties this one's burst cache too, and the shared connection
// opens now, so the first pages find it ready.
forgetOnRevalidationsElsewhere()
sharedRedis()
const production = process.env.SITE_ENV === 'production'
// The local demo answers on its configured loopback name only (127.0.0.1 is sent to localhost, or the reverse).
const localDemoAddress = (process.env.SITE_ENV ?? 'development') === 'development' ? (process.env.SITE_URL ?? `http://localhost:${port}`) : null
// REQUEST_TIMEOUT_SECONDS shortens the whole-request limit (the tests use it to see a slow body cut off).
const requestTimeout = Number(process.env.REQUEST_TIMEOUT_SECONDS || 0) * 1000 || SERVER_LIMITS.requestTimeout
const limits = { ...SERVER_LIMITS, requestTimeout, headersTimeout: Math.min(SERVER_LIMITS.headersTimeout, requestTimeout) }
const server = http.createServer(limits, (req, res) => {
  markClientAddress(req, hops)
  addSecurityHeaders(res, { production })
  keepSignedInAnswersPrivate(req, res)
  limitCachingOfMisses(res, { sharedSeconds })
  if (rejectUnsupportedMethod(req, res) || answerRequestTarget(req, res) || (localDemoAddress && redirectOtherLoopbackName(req, res, localDemoAddress)) || rejectUnplainApiPath(req, res) || rejectOversizedBody(req, res) || rejectForeignServerFunction(req, res, serverFunctions)) return
  if (recentPages.answer(req, res)) return
  compress(req, res, () => {
    hashInlineScripts(res, { onPage: recentPages.remember })
    handle(req, res).catch((error) => {
      console.error(error)
      if (!res.headersSent) {
        res.statusCode = 500
        res.setHeader('content-type', 'text/plain; charset=utf-8')
      }
      res.end('Internal Server Error')
    })
  })
})

server.keepAliveTimeout = limits.keepAliveTimeout
server.on('connect', refuseConnect)
// The development server reloads edits over its web socket (closed when the server stops); the production site
// upgrades no connection.
if (dev) {
  const upgrade = app.getUpgradeHandler()
  const sockets = new Set()
  server.on('upgrade', (req, socket, head) => {
    sockets.add(socket.once('close', () => sockets.delete(socket)))
    return upgrade(req, socket, head)
  })
  onShutdown('the reloading of edits', () => sockets.forEach((socket) => socket.destroy()))
}
server.listen(port, host, () => {
  console.log(`Serving the ${dev ? 'development' : 'production'} site on http://localhost:${port} (listening on ${host})`)
})

// SIGTERM or SIGINT: readiness answers 503, requests in flight finish (25 s at most), the job runner stops, exit 0.
stopGracefully(server)
