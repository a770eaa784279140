import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { startTestCms } from '../../tests/support/test-cms'
import { mediaVersion } from '@/lib/cache-control'

/**
 * The CMS API's answers to requests it cannot serve, through the generated API route and the installed CMS: each
 * guard sits where the CMS is extended (an endpoint, a hook, a plugin), so these tests are what an upgrade must pass.
 */
let dir: string
let payload: Payload
let route: typeof import('@/app/(payload)/api/[...slug]/route')
let editor: Record<string, string>
let files: typeof import('./file-endpoint')

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-guards-'))
  ;({ payload, route } = await startTestCms(dir))
  files = await import('./file-endpoint')
  const account = { email: 'guards@example.com', password: 'a-strong-password-2026' }
  await payload.create({ collection: 'users', data: account })
  const { token } = await payload.login({ collection: 'users', data: account })
  editor = { authorization: `JWT ${token}` }
}, 120_000)

afterAll(async () => {
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** A request through the site's CMS API route, as a client sends it. */
async function call(method: Method, address: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}) {
  const url = new URL(address, 'http://localhost:3000')
  const slug = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  const response = await route[method](new Request(url, { method, headers, body }), { params: Promise.resolve({ slug }) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

it('sends an upload collection’s files through the CMS’s own file endpoint, with the site’s endpoint in front of it', () => {
  for (const slug of ['media', 'documents'] as const) {
    const endpoints = payload.collections[slug].config.endpoints || []
    const fileEndpoints = endpoints.filter((endpoint) => endpoint.path === files.FILE_PATH && endpoint.method === 'get')
    expect(fileEndpoints, slug).toHaveLength(2)
    expect(fileEndpoints[0], slug).toBe(files.fileEndpoint)
  }
})

it('serves a stored file with its cache headers, and answers 404 for a missing file or a version the record does not have', async () => {
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#357' } }).png().toBuffer()
  const doc = await payload.create({ collection: 'media', data: { alt: 'A blue square' }, file: { data, mimetype: 'image/png', name: 'square.png', size: data.length }, context: { disableRevalidate: true } })
  const plain = await call('GET', '/api/media/file/square.png')
  expect(plain.status).toBe(200)
  expect(plain.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400')
  const versioned = await call('GET', `/api/media/file/square.png?v=${mediaVersion(doc.updatedAt)}`)
  expect(versioned.status).toBe(200)
  expect(versioned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

  for (const address of ['/api/media/file/square.png?v=0', '/api/media/file/nothing-here.png', '/api/media/file/..%2F..%2Fetc%2Fpasswd', '/api/documents/file/nothing-here.pdf']) {
    const answer = await call('GET', address)
    expect(answer.status, address).toBe(404)
    expect(answer.headers.get('cache-control'), address).toBeNull()
  }
  // A record whose file left the disk: not found, where the CMS alone answers with a server error.
  fs.rmSync(path.join(dir, 'media', 'media', 'square.png'), { force: true })
  fs.rmSync(path.join(dir, 'media', 'square.png'), { force: true })
  expect((await call('GET', '/api/media/file/square.png')).status).toBe(404)
})

it('refuses a query the database cannot run with 400 and what is wrong, on collections and for editors alike', async () => {
  for (const address of ['/api/pages?where[path][near]=1,2,3', '/api/documents?page=-5&limit=-1', '/api/pages?limit=abc', '/api/media/count?where[alt][all]=1']) {
    for (const headers of [{}, editor]) {
      const answer = await call('GET', address, { headers })
      expect(answer.status, address).toBe(400)
      expect(answer.text, address).toMatch(/not a supported operator|must be given once/)
    }
  }
  expect((await call('GET', '/api/pages?where[path][equals]=/&limit=5&depth=0')).status).toBe(200)
})

it('answers 404 for versions and e-mail verification where they are off, and serves them where they are on', async () => {
  for (const [method, address] of [
    ['GET', '/api/documents/versions'],
    ['GET', '/api/documents/versions/1'],
    ['POST', '/api/documents/versions/1'],
    ['GET', '/api/globals/siteSettings/versions'],
    ['POST', '/api/users/verify/abc'],
  ] as const) {
    expect((await call(method, address, { headers: editor })).status, `${method} ${address}`).toBe(404)
  }
  expect((await call('GET', '/api/pages/versions', { headers: editor })).status).toBe(200)
})

it('answers 404 for a document named by anything but its number, and serves it by its number', async () => {
  const page = await payload.create({ collection: 'pages', data: { title: 'Numbered', path: '/numbered', _status: 'published' }, context: { disableRevalidate: true } })
  for (const [method, address] of [
    ['GET', '/api/pages/abc'],
    ['GET', '/api/pages/1abc'],
    ['PATCH', '/api/pages/current-ones'],
    ['DELETE', '/api/media/abc'],
    ['GET', '/api/users/access'],
  ] as const) {
    expect((await call(method, address, { headers: editor })).status, `${method} ${address}`).toBe(404)
  }
  expect((await call('GET', `/api/pages/${page.id}`, { headers: editor })).status).toBe(200)
})

it('answers a value of the wrong kind with 400: form fields that are not JSON, an unreadable form', async () => {
  const form = { 'content-type': 'multipart/form-data; boundary=x' }
  for (const [method, address, body] of [
    ['POST', '/api/pages', '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\ngarbage\r\n--x--\r\n'],
    ['POST', '/api/media', '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\u0000\u0001garbage'],
  ] as const) {
    const answer = await call(method, address, { headers: { ...editor, ...(body ? form : {}) }, body })
    expect(answer.status, `${method} ${address}`).toBe(400)
  }
  // A form whose type names no boundary cannot be read, by a visitor or an editor.
  for (const headers of [{}, editor]) {
    const answer = await call('POST', '/api/users', { headers: { ...headers, 'content-type': 'multipart/form-data' }, body: '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{}\r\n--x--\r\n' })
    expect(answer.status, 'a form without its boundary').toBe(400)
  }
  const created = await call('POST', '/api/pages', { headers: { ...editor, ...form }, body: '--x\r\nContent-Disposition: form-data; name="_payload"\r\n\r\n{"title":"Form fields","path":"/form-fields"}\r\n--x--\r\n' })
  expect(created.status).toBe(201)
})
