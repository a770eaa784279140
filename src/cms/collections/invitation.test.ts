import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { postToCms, startTestCms } from '../../../tests/support/test-cms'
import { INVITATION_MESSAGES } from './invitation'

/** The CMS on a fresh SQLite database, reached through the site's CMS API route as the admin reaches it. */
let dir: string
let payload: Payload
let route: typeof import('@/app/(payload)/api/[...slug]/route')
let token = ''

const INVITER = { email: 'inviting-editor@example.com', password: 'a-strong-password-2026', name: 'Jordan Brooks' }

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'invitation-'))
  ;({ payload, route } = await startTestCms(dir, { SITE_URL: 'https://www.example.org' }))
  await payload.create({ collection: 'users', data: INVITER })
  token = (await payload.login({ collection: 'users', data: INVITER })).token ?? ''
}, 120_000)

afterAll(async () => {
  vi.restoreAllMocks()
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

const invite = (data: unknown, { signedIn = true } = {}) => postToCms(route, '/api/users/invite', data, signedIn ? token : undefined)

type Mail = { to: string; subject: string; text: string; html: string }

it('makes the account and mails a link with which the invited editor chooses a password and signs in', async () => {
  const mails: Mail[] = []
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (mail) => void mails.push(mail as Mail))
  const answer = await invite({ email: ' New.Editor@Example.com ', name: 'Riley Patel' })
  expect(answer.status).toBe(201)
  expect(await answer.json()).toEqual({ message: 'Invitation sent to new.editor@example.com.' })
  const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'new.editor@example.com' } } })
  expect(docs).toMatchObject([{ name: 'Riley Patel' }])

  expect(mails).toHaveLength(1)
  expect(mails[0]).toMatchObject({ to: 'new.editor@example.com', subject: 'You are invited to edit the Heartwise Learning website' })
  expect(mails[0].text).toContain('Jordan Brooks added you as an editor')
  const link = /Choose your password: (\S+)/.exec(mails[0].text)?.[1] ?? ''
  expect(link).toMatch(/^https:\/\/www\.example\.org\/admin\/reset\/\w+$/)
  // The link lasts a week.
  const stored = await payload.db.findOne<{ id: number; resetPasswordExpiration?: string }>({ collection: 'users', where: { email: { equals: 'new.editor@example.com' } } })
  expect(new Date(stored?.resetPasswordExpiration ?? 0).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 60 * 60_000)

  const chosen = 'my-own-strong-password-2026'
  await payload.resetPassword({ collection: 'users', data: { token: link.split('/').pop() ?? '', password: chosen }, overrideAccess: true })
  expect((await payload.login({ collection: 'users', data: { email: 'new.editor@example.com', password: chosen } })).user?.email).toBe('new.editor@example.com')
}, 60_000)

it('sends a new link to an address that already has an account, and says so', async () => {
  const mails: Mail[] = []
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (mail) => void mails.push(mail as Mail))
  const answer = await invite({ email: INVITER.email })
  expect(answer.status).toBe(200)
  expect(await answer.json()).toEqual({ message: `${INVITER.email} already has an account: a new link to choose a password was sent.` })
  expect(mails.map((mail) => mail.to)).toEqual([INVITER.email])
  expect((await payload.count({ collection: 'users', where: { email: { equals: INVITER.email } } })).totalDocs).toBe(1)
}, 30_000)

it('refuses visitors and addresses that are not one, with the reason, and says when the mail could not go', async () => {
  expect((await invite({ email: 'someone@example.org' }, { signedIn: false })).status).toBe(401)
  const bad = await invite({ email: 'not an address' })
  expect(bad.status).toBe(400)
  expect(await bad.json()).toEqual({ message: INVITATION_MESSAGES.email, errors: [{ field: 'email', message: INVITATION_MESSAGES.email }] })
  expect((await invite({ email: 'x@example.org', name: 'n'.repeat(101) })).status).toBe(400)

  vi.spyOn(payload, 'sendEmail').mockRejectedValue(new Error('connection refused'))
  const down = await invite({ email: 'later@example.org' })
  expect(down.status).toBe(503)
  expect(await down.json()).toEqual({ message: INVITATION_MESSAGES.failed })
  vi.restoreAllMocks()
  // Trying again sends the link to the account made the first time.
  const mails: Mail[] = []
  vi.spyOn(payload, 'sendEmail').mockImplementation(async (mail) => void mails.push(mail as Mail))
  expect((await invite({ email: 'later@example.org' })).status).toBe(200)
  expect(mails.map((mail) => mail.to)).toEqual(['later@example.org'])
}, 60_000)
