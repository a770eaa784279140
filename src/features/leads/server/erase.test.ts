import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { postToCms, startTestCms } from '../../../../tests/support/test-cms'
import type { LeadProvider } from '../providers/types'
import { ERASE_TASK, storeSubmission, type NewSubmission } from './delivery'
import { ERASE_MESSAGES, eraseAtProvider } from './erase'
import { leadProvider } from './provider'

/** The CMS on a fresh SQLite database with the local lead provider, reached through the site's CMS API route. */
let dir: string
let payload: Payload
let route: typeof import('@/app/(payload)/api/[...slug]/route')
let token = ''
const logged: string[] = []

const EDITOR = { email: 'privacy-editor@example.com', password: 'a-strong-password-2026' }

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erase-'))
  ;({ payload, route } = await startTestCms(dir, { LEAD_PROVIDER: 'local' }))
  await payload.create({ collection: 'users', data: EDITOR })
  token = (await payload.login({ collection: 'users', data: EDITOR })).token ?? ''
  for (const level of ['info', 'error'] as const) {
    vi.spyOn(payload.logger, level).mockImplementation(((details: unknown, message?: string) => void logged.push(JSON.stringify([details, message]))) as never)
  }
}, 120_000)

afterAll(async () => {
  vi.restoreAllMocks()
  await payload?.destroy()
  fs.rmSync(dir, { recursive: true, force: true })
})

const erase = (data: unknown, { signedIn = true } = {}) => postToCms(route, '/api/lead-submissions/erase', data, signedIn ? token : undefined)

const lead = (email: string, submissionId: string): NewSubmission => ({
  kind: 'first',
  route: 'create',
  submissionId,
  form: {
    inResearch: false,
    sendUpdates: false,
    firstName: 'Maya',
    lastName: 'Ortiz',
    title: 'Counselor',
    email,
    phone: '555 123 4567',
    orgName: 'Lakeside',
    country: 'us',
    state_code: 'TX',
    campaignId: 'OST PublicSite',
  },
})

const submissionsOf = async (email: string) =>
  (await payload.count({ collection: 'lead-submissions', where: { email: { equals: email } }, overrideAccess: true })).totalDocs
const contactsOf = async (email: string) => (await payload.count({ collection: 'contacts', where: { email: { equals: email } }, overrideAccess: true })).totalDocs

it('deletes every submission of the address at once and its contact through the jobs queue; others stay; the log never names the address', async () => {
  await storeSubmission(payload, lead('maya@school.example', 'c0ffee00-0000-4000-8000-000000000001'))
  await storeSubmission(payload, lead('Maya@School.example', 'c0ffee00-0000-4000-8000-000000000002'))
  await storeSubmission(payload, lead('sam@school.example', 'c0ffee00-0000-4000-8000-000000000003'))
  await payload.jobs.run({ queue: 'leads', limit: 100 })
  expect(await contactsOf('maya@school.example')).toBe(1)
  logged.length = 0

  const answer = await erase({ email: ' MAYA@school.example ' })
  expect(answer.status).toBe(200)
  expect(await answer.json()).toEqual({
    message: 'Deleted 2 form submissions of maya@school.example. Their contact at the email-marketing provider is being deleted too.',
    submissions: 2,
  })
  expect(await submissionsOf('maya@school.example')).toBe(0)
  const [job] = (await payload.find({ collection: 'payload-jobs', where: { taskSlug: { equals: ERASE_TASK } }, overrideAccess: true })).docs
  expect(job).toBeTruthy()

  await payload.jobs.run({ queue: 'leads', limit: 100 })
  expect(await contactsOf('maya@school.example')).toBe(0)
  expect(await submissionsOf('sam@school.example')).toBe(1)
  expect(await contactsOf('sam@school.example')).toBe(1)
  // Done jobs are deleted with the address they carried.
  expect((await payload.count({ collection: 'payload-jobs', where: { taskSlug: { equals: ERASE_TASK } }, overrideAccess: true })).totalDocs).toBe(0)
  expect(logged.join('\n')).toContain('A person’s data was deleted at their request')
  expect(logged.join('\n')).toContain('A person’s contact was deleted at the provider')
  expect(logged.join('\n').toLowerCase()).not.toContain('maya@')
})

it('says when nothing was stored, and still deletes the contact at the provider', async () => {
  const answer = await erase({ email: 'nobody@school.example' })
  expect(answer.status).toBe(200)
  expect((await answer.json()).message).toBe('No form submissions of nobody@school.example were stored. Their contact at the email-marketing provider is being deleted too.')
})

it('refuses a stranger and an address that is not one, saying why', async () => {
  const stranger = await erase({ email: 'sam@school.example' }, { signedIn: false })
  expect(stranger.status).toBe(401)
  expect(await stranger.json()).toEqual({ message: ERASE_MESSAGES.signIn })
  const wrong = await erase({ email: 'sam@' })
  expect(wrong.status).toBe(400)
  expect(await wrong.json()).toEqual({ message: ERASE_MESSAGES.email, errors: [{ field: 'email', message: ERASE_MESSAGES.email }] })
  expect(await submissionsOf('sam@school.example')).toBe(1)
})

it('fails the job while the provider cannot answer, so it runs again, and records a refusal for the team', async () => {
  const answers: Awaited<ReturnType<LeadProvider['erase']>>[] = [
    { status: 'retry', reason: 'HTTP 503 Service Unavailable' },
    { status: 'rejected', reason: 'HTTP 403 Forbidden' },
  ]
  const provider: LeadProvider = { ...leadProvider(payload), upsert: async () => ({ status: 'retry', reason: 'unused' }), erase: async () => answers.shift()! }
  await expect(eraseAtProvider(payload, 'sam@school.example', provider)).rejects.toThrow('The provider could not delete the contact now: HTTP 503 Service Unavailable')
  expect(await eraseAtProvider(payload, 'sam@school.example', provider)).toBe('refused: HTTP 403 Forbidden')
  expect(logged.at(-1)).toContain('The provider refused to delete a contact')
})
