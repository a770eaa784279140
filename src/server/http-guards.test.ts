// @vitest-environment node
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { refuseConnect, rejectUnsupportedMethod, SUPPORTED_METHODS } from './http-guards.mjs'
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
