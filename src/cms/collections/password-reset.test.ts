import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload, PayloadRequest } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { startTestCms } from '../../../tests/support/test-cms'
import { CLIENT_ADDRESS_HEADER } from '@/server/client-address.mjs'
import { createSharedRateLimiter } from '@/server/rate-limit'
import { forgotPasswordEndpoint } from './password-reset'

/** The CMS on a fresh SQLite database, reached through the site's CMS API route as a visitor reaches it. */
let dir: string
let payload: Payload
let route: typeof import('@/app/(payload)/api/[...slug]/route')

const EDITOR = { email: 'reset-owner@example.com', password: 'a-strong-password-2026' }

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'password-reset-'))
  ;({ payload, route } = await startTestCms(dir))
  await payload.create({ collection: 'users', data: EDITOR })
}, 120_000)

afterAll(async () => {
  vi.restoreAllMocks()
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

let addresses = 0
/** A client address of its own for each call unless one is given, as the production server would name it. */
function post(operation: string, data: unknown, address = `203.0.113.${++addresses}`) {
  const url = new URL(`/api/users/${operation}`, 'http://localhost:3000')
  const headers = { 'content-type': 'application/json', origin: url.origin, host: url.host, [CLIENT_ADDRESS_HEADER]: address }
  return route.POST(new Request(url, { method: 'POST', body: JSON.stringify(data), headers }), { params: Promise.resolve({ slug: ['users', operation] }) })
}

const resetToken = async () => {
  const user = await payload.db.findOne<{ id: number; resetPasswordToken?: string | null }>({ collection: 'users', where: { email: { equals: EDITOR.email } } })
  return user?.resetPasswordToken ?? null
}

async function waitFor(check: () => Promise<boolean>) {
  const deadline = Date.now() + 10_000
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

type Methods = Record<string, (...args: unknown[]) => unknown>

/** The answer to one request, and every database, CMS or email call made before it was given. */
async function answerAndCalls(email: string) {
  const calls: string[] = []
  let answering = true
  const watch = (owner: object, label: string, names = Object.keys(owner)) => {
    for (const name of names) {
      const original = (owner as Methods)[name]
      if (typeof original !== 'function') continue
      vi.spyOn(owner as Methods, name).mockImplementation(function (this: unknown, ...args: unknown[]) {
        if (answering) calls.push(`${label}.${name}`)
        return original.apply(this, args)
      })
    }
  }
  watch(payload.db, 'db')
  watch(payload.email, 'email')
  watch(payload, 'payload', ['find', 'findByID', 'findOne', 'count', 'update', 'forgotPassword', 'sendEmail'])
  try {
    const response = await post('forgot-password', { email })
    answering = false
    return { status: response.status, headers: Object.fromEntries([...response.headers].filter(([name]) => name !== 'date')), body: await response.json(), calls }
  } finally {
    vi.restoreAllMocks()
  }
}

it('answers a reset request alike for an editor and an unknown address, before any lookup, then prepares the editor’s reset', async () => {
  expect(await resetToken()).toBeNull()
  const known = await answerAndCalls(EDITOR.email)
  const unknown = await answerAndCalls('nobody-at-all@example.com')
  expect(known.status).toBe(200)
  expect(known.body).toEqual({ message: 'Success' })
  expect(unknown).toEqual({ ...known, calls: unknown.calls })
  // The editor's address does no work on the way to the answer that an unknown one does not: none at all.
  expect(known.calls).toEqual(unknown.calls)
  expect(known.calls.filter((call) => call.startsWith('db.') || call.startsWith('email.'))).toEqual([])
  // The reset itself happens after the answer.
  await waitFor(async () => (await resetToken()) !== null)
}, 30_000)

it('holds back strangers’ requests for an account after three, but not its owner at an address they signed in from', async () => {
  const owner = { email: 'reset-target@example.com', password: 'another-strong-password-2026' }
  await payload.create({ collection: 'users', data: owner })
  const home = '198.51.100.20'
  expect((await post('login', owner, home)).status).toBe(200)
  const strangers: number[] = []
  for (let i = 0; i < 4; i++) strangers.push((await post('forgot-password', { email: owner.email })).status)
  expect(strangers).toEqual([200, 200, 200, 429])
  const refused = await post('forgot-password', { email: owner.email })
  expect(refused.status).toBe(429)
  expect((await refused.json()).errors[0].message).toMatch(/^Too many password reset requests\. Try again in \d+ minute\(s\)\.$/)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  // Its owner, at home, is still answered; an address is limited all the same.
  const fromHome: number[] = []
  for (let i = 0; i < 6; i++) fromHome.push((await post('forgot-password', { email: owner.email }, home)).status)
  expect(fromHome).toEqual([200, 200, 200, 200, 200, 429])
  // Creating the account and signing in each hash a password: slow on a busy machine.
}, 30_000)

it('answers at once even when preparing the reset hangs or fails, and logs the failure without the address', async () => {
  const unlimited = () => createSharedRateLimiter({ name: `reset-${Math.random()}`, limit: 100, windowMs: 60_000, redis: null })
  const lines: string[] = []
  const failing = vi.fn(() => Promise.reject(new Error('mail server refused')))
  const hanging = vi.fn(() => new Promise<void>(() => {}))
  const request = (email: string) =>
    ({ data: { email }, headers: new Headers({ [CLIENT_ADDRESS_HEADER]: '192.0.2.1' }), payload: {}, t: () => 'Success', i18n: {}, url: 'http://localhost:3000/api/users/forgot-password' }) as unknown as PayloadRequest
  for (const prepare of [failing, hanging]) {
    const endpoint = forgotPasswordEndpoint({ perAddress: unlimited(), perAccount: unlimited(), isKnownAddress: async () => false, siteUrl: 'http://localhost:3000', prepare, log: (line) => lines.push(line) })
    const answer = await endpoint.handler(request('someone@example.com'))
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ message: 'Success' })
    // Nothing of the reset has started before the answer.
    expect(prepare).not.toHaveBeenCalled()
    await waitFor(async () => prepare.mock.calls.length === 1)
  }
  await waitFor(async () => lines.length === 1)
  expect(lines[0]).toBe('Password reset: the reset could not be prepared (mail server refused)')
  const missing = forgotPasswordEndpoint({ perAddress: unlimited(), perAccount: unlimited(), isKnownAddress: async () => false, siteUrl: 'http://localhost:3000', prepare: failing })
  await expect(missing.handler(request(' '))).rejects.toMatchObject({ status: 400, message: 'Missing email.' })
})
