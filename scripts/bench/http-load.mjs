/**
 * Shared pieces of the HTTP benchmarks: the site's answers recorded as sent, a static server repeating them, and an
 * autocannon run summarised.
 *
 * The static server (`startStaticServer`) is a plain node:http server in a process of its own that answers each
 * recorded path from memory with the recorded bytes and content headers, doing no work per request (like a web
 * server serving pre-compressed files): the yardstick the site is compared with.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import { fileURLToPath } from 'node:url'

import autocannon from 'autocannon'

import { freePort, onExit } from '../lib.mjs'

/** Headers the static server repeats from the site's answer: what a browser or a CDN needs to use the body. */
const KEPT_HEADERS = ['content-type', 'content-encoding', 'vary', 'cache-control', 'etag']
/** The request's Accept-Encoding as the key of a recorded answer. */
export const encodingKey = (value) => value ?? ''

/** One GET with the given Accept-Encoding (none: null); the body as sent (no decompression). */
export function rawGet(url, acceptEncoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${url} answered ${response.statusCode}`))
            return
          }
          const headers = Object.fromEntries(KEPT_HEADERS.filter((name) => response.headers[name] !== undefined).map((name) => [name, response.headers[name]]))
          resolve({ headers, allHeaders: response.headers, body: Buffer.concat(chunks) })
        })
        response.on('error', reject)
      })
      .on('error', reject)
  })
}

/**
 * Starts the static server on a free loopback port with `recorded` ({ "<accept-encoding> <path>": rawGet answer }),
 * written to `file`. Returns { base, stop() }.
 */
export async function startStaticServer(file, recorded) {
  if (recorded) {
    fs.writeFileSync(file, JSON.stringify(Object.fromEntries(Object.entries(recorded).map(([key, entry]) => [key, { headers: entry.headers, body: entry.body.toString('base64') }]))))
  }
  const port = await freePort()
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), file, String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const stop = () => child.exitCode === null && child.kill('SIGTERM')
  onExit(stop)
  await new Promise((resolve, reject) => {
    child.once('message', resolve)
    child.once('exit', (code) => reject(new Error(`The static server stopped (exit ${code}).`)))
  })
  return { base: `http://127.0.0.1:${port}`, stop }
}

/** The static server's process: answers GET <path> from the answers recorded for that Accept-Encoding, 404 otherwise. */
function serveStatic(file, port) {
  const recorded = new Map(
    Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([key, entry]) => [key, { headers: entry.headers, body: Buffer.from(entry.body, 'base64') }]),
  )
  const server = http.createServer((request, response) => {
    const entry = recorded.get(`${encodingKey(request.headers['accept-encoding'])} ${request.url}`)
    if (!entry) {
      response.writeHead(404).end()
      return
    }
    response.writeHead(200, { ...entry.headers, 'content-length': entry.body.length })
    response.end(entry.body)
  })
  server.keepAliveTimeout = 65_000
  server.listen(port, '127.0.0.1', () => process.send?.('ready'))
}

/** autocannon against `base`, cycling through `paths`, summarised (requests/s, latency p50/p99, errors). */
export async function loadTest({ base, acceptEncoding, seconds, connections, paths }) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    requests: paths.map((page) => ({ method: 'GET', path: page })),
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMeanMs: Math.round(result.latency.average * 100) / 100,
    bytesPerSecond: Math.round(result.throughput.average),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) serveStatic(process.argv[2], Number(process.argv[3]))
