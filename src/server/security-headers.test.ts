// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { addSecurityHeaders, NOTHING_ALLOWED, STRICT_TRANSPORT_SECURITY } from './security-headers.mjs'

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
