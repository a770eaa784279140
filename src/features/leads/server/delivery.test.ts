import type { Payload } from 'payload'
import { beforeEach, describe, expect, it } from 'vitest'

import type { LeadSubmission } from '@/payload-types'
import { LocalProvider, MemoryContactStore } from '../providers/local'
import type { LeadProvider, UpsertResult } from '../providers/types'
import { deliverSubmission, ERASE_TASK, NOTICE_TASK, retryDelayMs, storeSubmission, submissionKey, type NewSubmission } from './delivery'

/** The few CMS calls delivery makes, over an in-memory collection and job list. */
function fakeCms() {
  const docs = new Map<string, LeadSubmission>()
  type Job = { task: string; input: { submissionId?: string; email?: string }; waitUntil?: Date }
  /** Delivery jobs, in order; notice jobs apart. */
  const jobs: Job[] = []
  const notices: Job[] = []
  let nextId = 1
  const payload = {
    find: async ({ where }: { where: { submissionKey: { equals: string } } }) => ({
      docs: [...docs.values()].filter((doc) => doc.submissionKey === where.submissionKey.equals),
    }),
    findByID: async ({ id }: { id: string }) => docs.get(String(id)) ?? null,
    count: async ({ where }: { where: { id: { equals: number } } }) => ({ totalDocs: docs.has(String(where.id.equals)) ? 1 : 0 }),
    create: async ({ data }: { data: Omit<LeadSubmission, 'id' | 'createdAt' | 'updatedAt'> }) => {
      const doc = { ...data, id: nextId++, createdAt: '', updatedAt: '' } as LeadSubmission
      docs.set(String(doc.id), doc)
      return doc
    },
    db: {
      // Only the fields given, as the database adapter writes them.
      updateOne: async ({ id, data }: { id: number; data: Partial<LeadSubmission> }) => {
        docs.set(String(id), { ...docs.get(String(id))!, ...data })
      },
    },
    jobs: {
      queue: async (job: Job) => {
        ;(job.task === NOTICE_TASK ? notices : jobs).push(job)
        return { id: jobs.length + notices.length }
      },
    },
  }
  return { payload: payload as unknown as Payload, docs, jobs, notices }
}

const submission = (overrides: Partial<NewSubmission> = {}): NewSubmission => ({
  kind: 'first',
  route: 'create',
  submissionId: 'c0ffee00-0000-4000-8000-000000000001',
  form: {
    inResearch: true,
    sendUpdates: false,
    firstName: 'Maya',
    lastName: 'Ortiz',
    title: 'Counselor',
    email: 'maya@school.example',
    phone: '555 123 4567',
    orgName: 'Lakeside',
    country: 'us',
    state_code: 'WA',
    campaignId: 'OST PublicSite',
  },
  ...overrides,
})

/** A provider answering with the given outcomes in turn, then delegating to a local one. */
const flaky = (outcomes: UpsertResult[], inner = new LocalProvider()): LeadProvider => ({
  upsert: async (contact, consent) => outcomes.shift() ?? inner.upsert(contact, consent),
  erase: (email) => inner.erase(email),
})

let cms: ReturnType<typeof fakeCms>
const now = () => new Date(Date.UTC(2026, 10, 23, 12))

beforeEach(() => {
  cms = fakeCms()
})

describe('storing', () => {
  it('stores a submission once per form, email and submission id, and queues one delivery and one notice for it', async () => {
    expect(await storeSubmission(cms.payload, submission())).toEqual({ jobId: 1 })
    expect(await storeSubmission(cms.payload, submission({ form: { ...submission().form, email: 'MAYA@school.example' } }))).toEqual({ jobId: null })
    expect(await storeSubmission(cms.payload, submission({ submissionId: 'c0ffee00-0000-4000-8000-000000000002' }))).toEqual({ jobId: 3 })
    expect(cms.docs.size).toBe(2)
    expect([...cms.docs.values()][0]).toMatchObject({ deliveryStatus: 'pending', attempts: 0, noticeStatus: 'pending', email: 'maya@school.example', organization: 'Lakeside' })
    expect(cms.jobs.map((job) => job.input.submissionId)).toEqual(['1', '2'])
    expect(cms.notices.map((job) => job.input.submissionId)).toEqual(['1', '2'])
  })

  it('keys submissions by form as well', () => {
    expect(submissionKey('first', 'a@b.example', 'id-1')).not.toBe(submissionKey('second', 'a@b.example', 'id-1'))
    expect(submissionKey('first', ' A@B.example', 'id-1')).toBe(submissionKey('first', 'a@b.example', 'id-1'))
  })
})

describe('delivering', () => {
  it('delivers a stored submission to the provider as the product’s contact and records the contact id', async () => {
    const store = new MemoryContactStore()
    await storeSubmission(cms.payload, submission())
    const outcome = await deliverSubmission(cms.payload, '1', { provider: new LocalProvider(store), listId: 'list-1', now })
    expect(outcome).toBe('delivered')
    expect(cms.docs.get('1')).toMatchObject({ deliveryStatus: 'delivered', attempts: 1, contactId: 'local-1', deliveredAt: now().toISOString() })
    expect(await store.find('maya@school.example')).toMatchObject({
      job_title: 'Counselor',
      lists: [{ id: 'list-1' }],
      custom_fields: [
        { name: 'custom_field_14', value: 'true' },
        { name: 'custom_field_15', value: 'false' },
      ],
    })
    expect(await deliverSubmission(cms.payload, '1', { provider: new LocalProvider(store), listId: 'list-1', now })).toBe('done already')
    expect(store.size).toBe(1)
  })

  it('delivers a submission once when two runs of its job start at once: one confirmation mail, one contact', async () => {
    const store = new MemoryContactStore()
    const mails: string[] = []
    const provider = new LocalProvider(store, { askToConfirm: async (email) => void mails.push(email) })
    await storeSubmission(cms.payload, submission({ form: { ...submission().form, sendUpdates: true } }))
    const runs = await Promise.all([1, 2].map(() => deliverSubmission(cms.payload, '1', { provider, listId: 'list-1', now })))
    expect(runs.sort()).toEqual(['delivered', 'under way'])
    expect(mails).toEqual(['maya@school.example'])
    expect(cms.jobs).toHaveLength(1)
  })

  it('keeps a submission the provider cannot take now and queues the next attempt later, until it is delivered', async () => {
    await storeSubmission(cms.payload, submission())
    const provider = flaky([
      { status: 'retry', reason: 'HTTP 503' },
      { status: 'retry', reason: 'HTTP 429', retryAfterMs: 30_000 },
    ])
    expect(await deliverSubmission(cms.payload, '1', { provider, listId: 'l', now })).toBe('retry')
    expect(cms.docs.get('1')).toMatchObject({ deliveryStatus: 'pending', attempts: 1, lastError: 'HTTP 503' })
    expect(cms.jobs[1].waitUntil!.getTime() - now().getTime()).toBeGreaterThanOrEqual(1600)

    expect(await deliverSubmission(cms.payload, '1', { provider, listId: 'l', now })).toBe('retry')
    expect(cms.jobs[2].waitUntil!.getTime() - now().getTime()).toBeGreaterThanOrEqual(30_000)

    expect(await deliverSubmission(cms.payload, '1', { provider, listId: 'l', now })).toBe('delivered')
    expect(cms.docs.get('1')).toMatchObject({ deliveryStatus: 'delivered', attempts: 3, lastError: null })
    expect(cms.jobs).toHaveLength(3)
  })

  it('deletes the contact it wrote when the submission was deleted at its owner’s request meanwhile', async () => {
    await storeSubmission(cms.payload, submission())
    const store = new MemoryContactStore()
    const inner = new LocalProvider(store)
    const provider: LeadProvider = {
      upsert: async (contact, consent) => {
        cms.docs.delete('1')
        return inner.upsert(contact, consent)
      },
      erase: (email) => inner.erase(email),
    }
    expect(await deliverSubmission(cms.payload, '1', { provider, listId: 'l', now })).toBe('missing')
    expect(cms.jobs.at(-1)).toMatchObject({ task: ERASE_TASK, input: { email: 'maya@school.example' } })
  })

  it('marks a submission the provider refuses as refused, for editors to see, and stops', async () => {
    await storeSubmission(cms.payload, submission())
    expect(await deliverSubmission(cms.payload, '1', { provider: flaky([{ status: 'rejected', reason: 'HTTP 400: invalid email' }]), listId: 'l', now })).toBe('rejected')
    expect(cms.docs.get('1')).toMatchObject({ deliveryStatus: 'rejected', lastError: 'HTTP 400: invalid email' })
    expect(cms.jobs).toHaveLength(1)
  })

  it('tells the provider what the form says about updates: ticked, unticked, or not asked by the second form', async () => {
    const said: string[] = []
    const provider: LeadProvider = {
      upsert: async (_contact, consent) => {
        said.push(consent)
        return { status: 'created', contactId: 'c' }
      },
      erase: async () => ({ status: 'absent' }),
    }
    const forms = [
      submission({ form: { ...submission().form, sendUpdates: true } }),
      submission({ submissionId: 'c0ffee00-0000-4000-8000-000000000002' }),
      submission({ kind: 'second', submissionId: 'c0ffee00-0000-4000-8000-000000000003' }),
    ]
    for (const [index, form] of forms.entries()) {
      await storeSubmission(cms.payload, form)
      await deliverSubmission(cms.payload, String(index + 1), { provider, listId: 'l', now })
    }
    expect(said).toEqual(['yes', 'no', 'unasked'])
  })

  it('does nothing for a submission that no longer exists', async () => {
    expect(await deliverSubmission(cms.payload, '99', { provider: new LocalProvider(), listId: 'l', now })).toBe('missing')
  })
})

it('waits 2 s after the first failure, growing 1.6 times up to 15 minutes, never less than Retry-After', () => {
  const middle = () => 0.5
  expect(retryDelayMs(1, 0, middle)).toBe(2000)
  expect(retryDelayMs(2, 0, middle)).toBe(3200)
  expect(retryDelayMs(5, 0, middle)).toBe(13_107)
  expect(retryDelayMs(40, 0, middle)).toBe(900_000)
  expect(retryDelayMs(1, 90_000, middle)).toBe(90_000)
  expect(retryDelayMs(3, 0, () => 0)).toBe(4096)
  expect(retryDelayMs(3, 0, () => 1)).toBe(6144)
})
