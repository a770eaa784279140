import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { baseURL, productionURL } from '../../playwright.config'
import { ADMIN_SERVER_FUNCTIONS } from '../../scripts/hostile-requests.mjs'
import { EDITORS, expect, test } from './fixtures'

/**
 * Work a stranger can make the server do is bounded, and no request target, body or query they choose gets a server
 * error: checks against the production build.
 */

type Raw = { head: string; closedAfterMs: number }

/** Writes `chunks` to the server one after another (`gapMs` apart) and reads until it closes the connection. */
function raw(url: string, chunks: string[], { gapMs = 0, waitMs = 10_000 } = {}): Promise<Raw> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const started = Date.now()
    let answer = ''
    const socket = net.connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname)
    const timers: NodeJS.Timeout[] = []
    chunks.forEach((chunk, index) => timers.push(setTimeout(() => !socket.destroyed && socket.write(chunk), index * gapMs)))
    const done = () => {
      timers.forEach(clearTimeout)
      resolve({ head: answer, closedAfterMs: Date.now() - started })
    }
    socket.on('data', (data) => (answer += data))
    socket.on('close', done)
    socket.on('error', () => undefined)
    timers.push(setTimeout(() => socket.destroy(), waitMs))
  })
}

const host = new URL(baseURL).host

test('OPTIONS * lists the methods and * with another method is a 400, never a server error', async () => {
  expect((await raw(baseURL, [`OPTIONS * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`])).head).toMatch(/^HTTP\/1\.1 204/)
  expect((await raw(baseURL, [`DELETE * HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`])).head).toMatch(/^HTTP\/1\.1 400/)
})

test('a request target naming another host is refused, never redirected there', async () => {
  const { head } = await raw(baseURL, [`GET http://evil.example/PRICING HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`])
  expect(head).toMatch(/^HTTP\/1\.1 400/)
  expect(head).not.toMatch(/evil\.example/)
  // Naming this host, it is served as its path.
  expect((await raw(baseURL, [`GET http://${host}/pricing HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`])).head).toMatch(/^HTTP\/1\.1 200/)
})

test('a body larger than its address takes is refused before it is read', async () => {
  const huge = await raw(baseURL, [`POST /api/pages HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n{"title":`])
  expect(huge.head).toMatch(/^HTTP\/1\.1 413/)
  expect(huge.head).toContain('this address takes at most')
  const upload = await raw(baseURL, [`POST /api/media HTTP/1.1\r\nHost: ${host}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${60 * 1024 * 1024}\r\n\r\n--x\r\n`])
  expect(upload.head).toMatch(/^HTTP\/1\.1 413/)
  const lead = await raw(baseURL, [`POST /api/constant-contact/create HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 20000\r\n\r\n{`])
  expect(lead.head).toMatch(/^HTTP\/1\.1 413/)
  const chunked = await raw(baseURL, [`POST /api/pages HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n1\r\n{\r\n`])
  expect(chunked.head).toMatch(/^HTTP\/1\.1 411/)
})

test('a path through an upload address gets no larger body limit than the address it reaches', async () => {
  const post = (target: string) =>
    raw(baseURL, [`POST ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${24 * 1024 * 1024}\r\n\r\n{"email":"a@b.c","password":"`], { waitMs: 5000 })
  for (const target of ['/api/media/../users/login', '/api/media/%2e%2e/users/login', '/api/documents/.%2E/users/login', '/api/media/..%2fusers/login', '/api//users/login']) {
    const answer = await post(target)
    expect(answer.head, target).toMatch(/^HTTP\/1\.1 400/)
    expect(answer.head, target).toContain('without dot segments')
  }
  // The plain address refuses the same body by its own limit.
  expect((await post('/api/users/login')).head).toMatch(/^HTTP\/1\.1 413/)
})

test('a visitor’s write to the CMS is refused, an upload and a broken JSON body alike', async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL })
  const file = Buffer.alloc(3 * 1024 * 1024, 1)
  const upload = await visitor.post('/api/media', { multipart: { _payload: JSON.stringify({ alt: 'x' }), file: { name: 'x.png', mimeType: 'image/png', buffer: file } } })
  expect(upload.status()).toBe(403)
  const page = await visitor.post('/api/pages', { data: '{"title":', headers: { 'content-type': 'application/json' } })
  expect(page.status()).toBe(403)
  await visitor.dispose()
})

test('a body sent a byte at a time is cut off by the request time limit', async () => {
  test.setTimeout(60_000)
  // The production-check server runs with a 10 s request limit (REQUEST_TIMEOUT_SECONDS).
  const productionHost = new URL(productionURL).host
  const chunks = [`POST /api/constant-contact/create HTTP/1.1\r\nHost: ${productionHost}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n`, ...Array(40).fill('{')]
  const slow = await raw(productionURL, chunks, { gapMs: 1000, waitMs: 45_000 })
  expect(slow.closedAfterMs).toBeLessThan(30_000)
})

test('JSON conditions the database cannot run get a 400 naming the operator, and Payload’s migrations list is not found', async ({ request }) => {
  for (const operator of ['near', 'within', 'intersects', 'all']) {
    const answer = await request.get(`/api/pages?where=${encodeURIComponent(JSON.stringify({ path: { [operator]: '1,2' } }))}`)
    expect(answer.status(), operator).toBe(400)
    expect(JSON.stringify(await answer.json()), operator).toContain(`\\"${operator}\\" is not a supported operator`)
  }
  expect((await request.get('/api/payload-migrations')).status()).toBe(404)
})

test('the image optimizer takes a media file only as pages name it, so variants cannot fill its cache', async ({ request }) => {
  const { docs } = await (await request.get('/api/media?limit=1&depth=0')).json()
  const [media] = docs as { url: string; updatedAt: string }[]
  const version = Date.parse(media.updatedAt).toString(36)
  const optimized = (url: string, extra = 'w=640&q=75') => request.get(`/_next/image?url=${encodeURIComponent(url)}&${extra}`)
  expect((await optimized(`${media.url}?v=${version}`)).status()).toBe(200)
  for (const variant of [`${media.url}?v=${version}&k=1`, `${media.url}?k=1`, `${media.url}?v=${version}x`]) {
    const answer = await optimized(variant)
    expect(answer.status(), variant).toBeGreaterThanOrEqual(400)
    expect(answer.status(), variant).toBeLessThan(500)
  }
  // A version the record does not have is not found, so nothing is optimized for it.
  expect((await request.get(`${media.url}?v=0${version}`)).status()).toBe(404)
  expect((await optimized(`${media.url}?v=${version}`, 'w=640&q=50')).status()).toBe(400)
  expect((await optimized(`${media.url}?v=${version}`, 'w=641&q=75')).status()).toBe(400)
})

test('the admin’s server functions answer garbage with a 4xx or an error answer, never a server error', async ({ request }) => {
  // The build lists its server functions and the pages using them.
  const manifest = JSON.parse(fs.readFileSync(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'server', 'server-reference-manifest.json'), 'utf8'))
  const ids = Object.keys(manifest.node).filter((id) => Object.keys(manifest.node[id].workers).some((worker) => worker.includes('admin')))
  expect(ids.length).toBeGreaterThan(0)
  for (const id of ids) {
    for (const body of ['garbage', '[1,2', '{"a":1}', '[]', '["x"]', '[{"name":"no-such-function","args":{}}]']) {
      const answer = await request.post('/admin', { data: body, headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8' } })
      expect(answer.status(), `${id} ${body}`).toBeLessThan(500)
    }
    const form = await request.post('/admin', { multipart: { '0': '[garbage' }, headers: { 'next-action': id } })
    expect(form.status(), `${id} form`).toBeLessThan(500)
  }
})

test('the admin’s server functions refuse every call without a session with a 4xx, by any name; an editor’s call goes through', async ({ request, playwright }) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(process.env.NEXT_DIST_DIR ?? '.next', 'server', 'server-reference-manifest.json'), 'utf8'))
  const [id] = Object.keys(manifest.node).filter((key) => String(manifest.node[key].filename).includes('admin/layout'))
  expect(id).toBeTruthy()
  const call = (client: typeof request, name: string, args: unknown = {}) =>
    client.post('/admin', { data: JSON.stringify([{ name, args }]), headers: { 'next-action': id, 'content-type': 'text/plain;charset=UTF-8', accept: 'text/x-component' } })
  for (const name of [...ADMIN_SERVER_FUNCTIONS, 'no-such-function']) {
    for (const args of [{}, { collectionSlug: 'pages' }, null]) {
      const answer = await call(request, name, args)
      expect(answer.status(), `${name} ${JSON.stringify(args)}`).toBe(404)
    }
  }
  const editor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } })
  expect((await editor.post('/api/users/login', { data: EDITORS.target })).ok()).toBe(true)
  const known = await call(editor, 'no-such-function')
  expect(known.status()).toBe(200)
  expect(await known.text()).toContain('Unknown admin action.')
  await editor.dispose()
})
