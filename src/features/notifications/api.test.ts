import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { Notification } from '@/payload-types'
import { answerCurrentNotifications, NOTIFICATIONS_UNAVAILABLE } from './api'

// The database as the route sees it, without Next's data cache. It hands back every record, inactive ones included,
// so the tests show the route's own selection.
const database = vi.hoisted(() => ({ docs: [] as Notification[], fails: false }))
vi.mock('@/server/content', () => ({
  cachedRead: (_key: string, _tags: unknown, read: () => Promise<unknown>) => read,
  payloadClient: async () => {
    if (database.fails) throw new Error('database is down')
    return { find: async () => ({ docs: database.docs }) }
  },
}))

const NOW = new Date('2025-03-03T15:00:00.000Z')
const hours = (offset: number) => new Date(NOW.getTime() + offset * 3_600_000).toISOString()

let nextId = 1
const notice = (pageHeader: string, fields: Partial<Notification> = {}): Notification => ({
  id: nextId++,
  pageHeader,
  pageDescription: `About ${pageHeader.toLowerCase()}.`,
  active: true,
  startDate: hours(-24),
  endDate: hours(24),
  postedDate: null,
  createdAt: hours(-48),
  updatedAt: hours(-48),
  ...fields,
})

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  database.docs = []
  database.fails = false
})
afterEach(() => vi.useRealTimers())

const headings = async (response: Response) => ((await response.json()).notifications as { heading: string }[]).map((n) => n.heading)

describe('GET /api/notifications/current', () => {
  it('answers only the notifications in force now, in the order read', async () => {
    database.docs = [
      notice('Starts in an hour', { startDate: hours(1), endDate: hours(48) }),
      notice('Starts this very moment', { startDate: NOW.toISOString() }),
      notice('Running this week'),
      notice('Ends this very moment', { startDate: hours(-48), endDate: NOW.toISOString() }),
      notice('Ended a second ago', { startDate: hours(-48), endDate: new Date(NOW.getTime() - 1000).toISOString() }),
      notice('Switched off', { active: false }),
      notice('Never switched on', { active: null }),
    ]
    expect(await headings(await answerCurrentNotifications())).toEqual(['Starts this very moment', 'Running this week', 'Ends this very moment'])
  })

  it('leaves out a notification without a heading or a description', async () => {
    database.docs = [notice(''), notice('No words', { pageDescription: '  \n' }), notice('Complete')]
    expect(await headings(await answerCurrentNotifications())).toEqual(['Complete'])
  })

  it('answers the fields a visitor may see and the count, cacheable for 30 seconds', async () => {
    database.docs = [
      notice('Scheduled maintenance', { id: 7, pageDescription: 'The site is offline **Saturday** night.', postedDate: '2025-03-03T15:00:00.000Z' }),
      notice('New lessons', { id: 8 }),
    ]
    const response = await answerCurrentNotifications()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=30')
    expect(await response.json()).toEqual({
      notifications: [
        {
          id: 7,
          heading: 'Scheduled maintenance',
          description: 'The site is offline **Saturday** night.',
          postedDate: '2025-03-03T15:00:00.000Z',
          startDate: hours(-24),
          endDate: hours(24),
        },
        { id: 8, heading: 'New lessons', description: 'About new lessons.', postedDate: null, startDate: hours(-24), endDate: hours(24) },
      ],
      count: 2,
    })
  })

  it('answers an empty list with none in force', async () => {
    database.docs = [notice('Later', { startDate: hours(2) })]
    expect(await (await answerCurrentNotifications()).json()).toEqual({ notifications: [], count: 0 })
  })

  it('answers 503 with a message, never cached, when the database cannot be read', async () => {
    database.fails = true
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await answerCurrentNotifications()
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ error: NOTIFICATIONS_UNAVAILABLE })
    expect(logged).toHaveBeenCalledWith('Current notifications failed: database is down')
    logged.mockRestore()
  })
})
