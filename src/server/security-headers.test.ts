import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { addSecurityHeaders, keepSignedInAnswersPrivate, NOTHING_ALLOWED, SIGNED_IN_CACHE_CONTROL, STRICT_TRANSPORT_SECURITY } from './security-headers.mjs'

async function answer(production: boolean, handler: http.RequestListener, headers: Record<string, string> = {}) {
  const server = http.createServer((req, res) => (addSecurityHeaders(res, { production }), handler(req, res)))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { headers })
    return response.headers
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
}

it('sends HSTS on every answer in production only', async () => {
  const json = (_req: http.IncomingMessage, res: http.ServerResponse) => res.end('{}')
  expect((await answer(true, json)).get('strict-transport-security')).toBe(STRICT_TRANSPORT_SECURITY)
  expect((await answer(false, json)).get('strict-transport-security')).toBeNull()
})

it("gives answers without a policy one that allows nothing, and keeps a page's own", async () => {
  expect((await answer(false, (_req, res) => res.end('{}'))).get('content-security-policy')).toBe(NOTHING_ALLOWED)
  const own = "default-src 'self'"
  expect((await answer(false, (_req, res) => (res.setHeader('content-security-policy', own), res.end('')))).get('content-security-policy')).toBe(own)
  expect((await answer(false, (_req, res) => (res.writeHead(200, { 'content-security-policy': own }), res.end('')))).get('content-security-policy')).toBe(own)
  expect((await answer(false, (_req, res) => ((res.statusCode = 304), res.end()))).get('content-security-policy')).toBeNull()
})

describe('signed-in answers of the CMS API', () => {
  async function apiAnswer(path: string, headers: Record<string, string>, handler: http.RequestListener) {
    const server = http.createServer((req, res) => (keepSignedInAnswersPrivate(req, res), handler(req, res)))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      return (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { headers })).headers.get('cache-control')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  }
  const publicJson: http.RequestListener = (_req, res) => (res.setHeader('cache-control', 'public, max-age=30'), res.end('{}'))
  const headOnly: http.RequestListener = (_req, res) => (res.writeHead(200, { 'Cache-Control': 'public, max-age=60' }), res.end('{}'))

  it('are private and never stored, with a session cookie or an Authorization header', async () => {
    expect(await apiAnswer('/api/users/me', { cookie: 'theme=dark; payload-token=abc' }, publicJson)).toBe(SIGNED_IN_CACHE_CONTROL)
    expect(await apiAnswer('/api/pages?limit=1', { authorization: 'JWT abc' }, headOnly)).toBe(SIGNED_IN_CACHE_CONTROL)
    expect(await apiAnswer('/api/users/me', { cookie: 'payload-token=abc' }, (_req, res) => res.end('{}'))).toBe(SIGNED_IN_CACHE_CONTROL)
    // The sign-in answer hands out the token.
    const signIn: http.RequestListener = (_req, res) => (res.setHeader('set-cookie', ['payload-token=abc; Path=/; HttpOnly']), publicJson(_req, res))
    expect(await apiAnswer('/api/users/login', {}, signIn)).toBe(SIGNED_IN_CACHE_CONTROL)
  })

  it('keep their own caching for visitors and outside the API', async () => {
    expect(await apiAnswer('/api/notifications/current', {}, publicJson)).toBe('public, max-age=30')
    expect(await apiAnswer('/api/users/me', { cookie: 'other-token=abc' }, publicJson)).toBe('public, max-age=30')
    expect(await apiAnswer('/pricing', { cookie: 'payload-token=abc' }, publicJson)).toBe('public, max-age=30')
  })
})
