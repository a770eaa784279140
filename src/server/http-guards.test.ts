import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { redirectOtherLoopbackName, refuseConnect, rejectUnsupportedMethod, SERVER_LIMITS, SUPPORTED_METHODS } from './http-guards.mjs'
import { sendRequest } from '../../scripts/hostile-requests.mjs'

let server: http.Server
let target: string

beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (rejectUnsupportedMethod(req, res)) return
    res.end(`served ${req.method}`)
  })
  server.on('connect', refuseConnect)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  target = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const send = (method: string) => sendRequest(target, { method, path: '/pricing', headers: {} })

it('lets the methods the site serves through', async () => {
  for (const method of SUPPORTED_METHODS) {
    const answer = await send(method)
    expect(answer.status, method).toBe(200)
    if (method !== 'HEAD') expect(answer.sample, method).toBe(`served ${method}`)
  }
})

it('answers other methods with a short 405 that names the allowed ones', async () => {
  for (const method of ['TRACE', 'PROPFIND', 'SEARCH', 'PURGE', 'MKCOL']) {
    const answer = await send(method)
    expect(answer.status, method).toBe(405)
    expect(answer.sample, method).toBe('Method Not Allowed\n')
  }
  const raw = await new Promise<http.IncomingMessage>((resolve) => http.request(`${target}/`, { method: 'TRACE' }, resolve).end())
  expect(raw.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
  raw.resume()
})

it('answers CONNECT with 405 instead of dropping the connection', async () => {
  const answer = await sendRequest(target, { method: 'CONNECT', path: '127.0.0.1:1', headers: {} })
  expect(answer.error).toBeUndefined()
  expect(answer.status).toBe(405)
})

/** Sends raw bytes and resolves with what came back before the server closed the connection (or after `waitMs`). */
async function raw(port: number, text: string, waitMs = 2000): Promise<string> {
  const net = await import('node:net')
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(text))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    const done = () => resolve(answer)
    socket.on('close', done)
    socket.on('error', done)
    setTimeout(() => (socket.destroy(), done()), waitMs)
  })
}

async function guardedServer() {
  const { answerRequestTarget, ownServerFunctions, rejectForeignServerFunction, rejectOversizedBody, rejectUnplainApiPath } = await import('./http-guards.mjs')
  const own = ownServerFunctions({
    node: {
      site: { filename: 'app/(payload)/admin/layout.tsx' },
      cms: { filename: '../node_modules/@payloadcms/next/dist/layouts/Root/index.js' },
    },
  })
  const guarded = http.createServer((req, res) => {
    if (answerRequestTarget(req, res) || rejectUnplainApiPath(req, res) || rejectOversizedBody(req, res) || rejectForeignServerFunction(req, res, own)) return
    res.end(`served ${req.url}`)
  })
  await new Promise<void>((resolve) => guarded.listen(0, '127.0.0.1', resolve))
  return { guarded, port: (guarded.address() as AddressInfo).port }
}

it('answers OPTIONS * with the methods, another method with * with 400, never a server error', async () => {
  const { guarded, port } = await guardedServer()
  expect(await raw(port, 'OPTIONS * HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 204[\s\S]*Allow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS/)
  expect(await raw(port, 'GET * HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 400/)
  guarded.close()
})

it('serves an absolute-form target naming this host as its path, and refuses one naming another host', async () => {
  const { guarded, port } = await guardedServer()
  expect(await raw(port, 'GET http://site.example/pricing?a=1 HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n')).toContain('served /pricing?a=1')
  const other = await raw(port, 'GET http://evil.example/pricing HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n')
  expect(other).toMatch(/^HTTP\/1\.1 400/)
  expect(other).not.toMatch(/Location:/i)
  guarded.close()
})

it('refuses a body larger than its address takes, or of no stated length, before reading it', async () => {
  const { BODY_LIMITS, bodyLimitFor } = await import('./http-guards.mjs')
  expect(bodyLimitFor('/api/constant-contact/create')).toBe(8 * 1024)
  expect(bodyLimitFor('/api/media')).toBe(25 * 1024 * 1024)
  expect(bodyLimitFor('/api/pages')).toBe(BODY_LIMITS.at(-1)!.bytes)
  const { guarded, port } = await guardedServer()
  const huge = await raw(port, `POST /api/pages HTTP/1.1\r\nHost: site.example\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n{`)
  expect(huge).toMatch(/^HTTP\/1\.1 413[\s\S]*Connection: close/)
  expect(huge).toContain('this address takes at most 4194304 bytes')
  const chunked = await raw(port, 'POST /api/pages HTTP/1.1\r\nHost: site.example\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n')
  expect(chunked).toMatch(/^HTTP\/1\.1 411/)
  expect(await raw(port, 'POST /api/pages HTTP/1.1\r\nHost: site.example\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}')).toContain('served /api/pages')
  guarded.close()
})

it('chooses a body limit by the address a path reaches, so no spelling of it gets the upload limit', async () => {
  const { bodyLimitFor, routedPath } = await import('./http-guards.mjs')
  const upload = 25 * 1024 * 1024
  expect(bodyLimitFor('/api/media')).toBe(upload)
  expect(bodyLimitFor('/api/documents/')).toBe(upload)
  for (const spelling of ['/api/media/../users/login', '/api/media/%2e%2e/users/login', '/api/media/.%2E/users/login', '/api/documents\\..\\users\\login', '/api/%6dedia/../users/login']) {
    expect(routedPath(spelling), spelling).toBe('/api/users/login')
    expect(bodyLimitFor(spelling), spelling).toBe(4 * 1024 * 1024)
  }
  // A spelling that reaches a smaller limit gets that one.
  expect(bodyLimitFor('/api/media/../constant-contact/create')).toBe(8 * 1024)
  expect(bodyLimitFor('/api/x/../constant%2dcontact/create')).toBe(8 * 1024)
  expect(bodyLimitFor('/api/csp-report/./')).toBe(16 * 1024)
})

it('refuses API paths that are not in plain form (400), before reading a body, and serves plain ones', async () => {
  const { guarded, port } = await guardedServer()
  const post = (target: string) =>
    raw(port, `POST ${target} HTTP/1.1\r\nHost: site.example\r\nContent-Type: application/json\r\nContent-Length: ${24 * 1024 * 1024}\r\n\r\n{`)
  for (const target of ['/api/media/../users/login', '/api/media/%2e%2e/users/login', '/api/media/%2E./users/login', '/api/media%2f..%2fusers/login', '/api/media/..%5cusers/login', '/api//users/login', '/api/media\\..\\users/login', '/admin/../api/users/login', '/api/./users/login']) {
    const answer = await post(target)
    expect(answer, target).toMatch(/^HTTP\/1\.1 400[\s\S]*Connection: close/)
    expect(answer, target).toContain('without dot segments')
  }
  // Plain addresses are served (a small body) or get their own limit (a large one).
  expect(await raw(port, 'POST /api/users/login HTTP/1.1\r\nHost: site.example\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}')).toContain('served /api/users/login')
  expect(await post('/api/users/login')).toMatch(/^HTTP\/1\.1 413/)
  expect(await raw(port, 'GET /api/media/file/photo.v2.jpg HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n')).toContain('served /api/media/file/photo.v2.jpg')
  // Pages keep their own handling of other spellings (a redirect to the canonical address).
  expect(await raw(port, 'GET /about/../pricing HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n')).toContain('served /about/../pricing')
  guarded.close()
})

it('lets only the site’s own server functions be called, not those of packages or unknown ones', async () => {
  const { guarded, port } = await guardedServer()
  const call = (id: string) => raw(port, `POST /admin HTTP/1.1\r\nHost: site.example\r\nNext-Action: ${id}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n[]`)
  expect(await call('site')).toContain('served /admin')
  for (const id of ['cms', 'no-such-id']) {
    const answer = await call(id)
    expect(answer, id).toMatch(/^HTTP\/1\.1 400/)
    expect(answer, id).toContain('this site has no such server function')
  }
  guarded.close()
})

it('keeps an idle connection open longer than the proxy keeps its idle upstream ones, so the proxy closes first', async () => {
  const site = http.createServer(SERVER_LIMITS, (_req, res) => res.end('ok'))
  site.keepAliveTimeout = SERVER_LIMITS.keepAliveTimeout
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
  try {
    const agent = new http.Agent({ keepAlive: true })
    const answer = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`http://127.0.0.1:${(site.address() as AddressInfo).port}/`, { agent }, resolve),
    )
    answer.resume()
    agent.destroy()
    expect(answer.headers['keep-alive']).toBe('timeout=65')
  } finally {
    site.close()
  }
  const nginx = fs.readFileSync(new URL('../../deploy/nginx.conf', import.meta.url), 'utf8')
  const upstream = nginx.slice(nginx.indexOf('upstream site {'), nginx.indexOf('\n  }', nginx.indexOf('upstream site {')))
  expect(Number(/keepalive_timeout (\d+)s;/.exec(upstream)?.[1]) * 1000).toBeLessThan(SERVER_LIMITS.keepAliveTimeout)
})

describe('the local demo answers on one loopback name', () => {
  /** What the guard answers for a request to `host` + `url` on a site configured as `site`: a Location, or null when it lets it through. */
  const answer = (site: string, host: string, url = '/pricing?x=1') => {
    let location: string | null = null
    let status = 0
    const res = {
      writeHead(code: number, headers: Record<string, string>) {
        status = code
        location = headers.Location ?? null
        return res
      },
      end() {},
    }
    const answered = redirectOtherLoopbackName({ url, headers: { host } } as never, res as never, site)
    return answered ? { status, location } : null
  }

  it('sends 127.0.0.1 and [::1] to the configured localhost, path and query kept', () => {
    expect(answer('http://localhost:3000', '127.0.0.1:3000')).toEqual({ status: 308, location: 'http://localhost:3000/pricing?x=1' })
    expect(answer('http://localhost:3000', '[::1]:3000', '/admin')).toEqual({ status: 308, location: 'http://localhost:3000/admin' })
    expect(answer('http://127.0.0.1:3000', 'localhost:3000')).toEqual({ status: 308, location: 'http://127.0.0.1:3000/pricing?x=1' })
  })

  it('lets through the configured name, other ports and real host names', () => {
    expect(answer('http://localhost:3000', 'localhost:3000')).toBeNull()
    expect(answer('http://localhost:3000', '127.0.0.1:3001')).toBeNull()
    expect(answer('https://www.example.org', '127.0.0.1:3000')).toBeNull()
    expect(answer('http://localhost:3000', 'www.example.org')).toBeNull()
    expect(answer('http://localhost:3000', '')).toBeNull()
  })

  it('never sends a visitor to another host, whatever the path', () => {
    expect(answer('http://localhost:3000', '127.0.0.1:3000', '//evil.example/x')?.location).toBe('http://localhost:3000//evil.example/x')
    expect(new URL(answer('http://localhost:3000', '127.0.0.1:3000', '//evil.example/x')!.location!).host).toBe('localhost:3000')
  })
})
