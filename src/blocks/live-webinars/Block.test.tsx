import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest'

import type { Webinar } from '@/payload-types'
import { modelDialogs } from '../../../tests/support/dialog'
import LiveWebinars, { NO_UPCOMING_WEBINAR, PARTICIPANT_NOTE } from './Block'
import { samples } from './sample'

const listed = vi.hoisted(() => ({ webinars: [] as (Webinar & { sessions: NonNullable<Webinar['sessions']> })[] }))
vi.mock('@/features/webinars/data', () => ({ getUpcomingWebinars: async () => listed.webinars }))

const hour = 60 * 60 * 1000
const session = (id: string, startTime: string, lengthMinutes = 60) => ({
  id,
  startTime,
  startTime_tz: 'America/New_York' as const,
  lengthMinutes,
  linkText: 'Register',
  linkUrl: `https://webinars.example.org/register/${id}`,
})
const webinar = (id: number, title: string, sessions: ReturnType<typeof session>[]) => ({
  id,
  title,
  topic: 'getting-started' as const,
  description: `What **${title.toLowerCase()}** covers, in a few lines.`,
  sessions,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
})

const context = { headingLevel: 2, imageLoading: 'lazy' } as const
const renderBlock = async (block: Parameters<typeof LiveWebinars>[0]['block']) => render(await LiveWebinars({ block, context }))

beforeAll(modelDialogs)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
  vi.setSystemTime(new Date('2026-03-02T12:00:00.000Z'))
  listed.webinars = [
    webinar(1, 'Getting started', [session('a1', '2026-03-03T20:00:00.000Z'), session('a2', '2026-03-10T15:00:00.000Z', 45)]),
    webinar(2, 'First month', [session('b1', '2026-03-05T21:00:00.000Z')]),
  ]
})
afterEach(() => vi.useRealTimers())

it('shows each webinar with its next session in Eastern time, whether more follow, and See Details', async () => {
  await renderBlock({ ...samples.gettingStarted, id: 'w1' })
  const cards = screen.getAllByRole('article')
  expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Getting started', 'First month'])
  expect(cards[0]).toHaveTextContent('Next Session: Tuesday, March 3 | 3:00 PM Eastern | 60 minutes')
  expect(within(cards[0]).getByText('More sessions available')).toBeInTheDocument()
  expect(cards[1]).toHaveTextContent('Next Session: Thursday, March 5 | 4:00 PM Eastern | 60 minutes')
  expect(within(cards[1]).queryByText('More sessions available')).not.toBeInTheDocument()
  expect(within(cards[0]).getByText('getting started', { selector: 'strong' })).toBeInTheDocument()
  expect(within(cards[0]).getByRole('button', { name: 'See Details' })).toBeInTheDocument()
})

it('lists every session to come in the details, with registration, calendar entry and the participant note', async () => {
  await renderBlock({ ...samples.gettingStarted, id: 'w1' })
  fireEvent.click(within(screen.getAllByRole('article')[0]).getByRole('button', { name: 'See Details' }))
  const dialog = screen.getByRole('dialog', { name: 'Getting started' })
  const items = within(dialog).getAllByRole('listitem')
  expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
    'Tuesday, March 3 | 3:00 PM Eastern | 60 minutes',
    'Tuesday, March 10 | 11:00 AM Eastern | 45 minutes',
  ])
  expect(within(items[0]).getByRole('link', { name: /Register/ })).toHaveAttribute('href', 'https://webinars.example.org/register/a1')
  expect(within(items[1]).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', '/api/webinars/calendar/a2')
  expect(within(dialog).getByText(PARTICIPANT_NOTE)).toBeInTheDocument()
})

it('drops a session an hour after its start and a webinar after its last session, in an open page', async () => {
  await renderBlock({ ...samples.gettingStarted, id: 'w1' })
  await act(async () => vi.advanceTimersByTimeAsync(Date.parse('2026-03-03T20:59:00.000Z') - Date.now()))
  expect(screen.getAllByRole('article')[0]).toHaveTextContent('Next Session: Tuesday, March 3')
  // The clock reaches the first session's hour: the card moves on to the next session, the only one left.
  await act(async () => vi.advanceTimersByTimeAsync(Date.parse('2026-03-03T21:00:00.000Z') - Date.now()))
  expect(screen.getAllByRole('article')[0]).toHaveTextContent('Next Session: Tuesday, March 10 | 11:00 AM Eastern | 45 minutes')
  expect(screen.queryByText('More sessions available')).not.toBeInTheDocument()
  await act(async () => vi.advanceTimersByTimeAsync(Date.parse('2026-03-05T21:00:00.000Z') + hour - Date.now()))
  expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Getting started'])
  await act(async () => vi.advanceTimersByTimeAsync(Date.parse('2026-03-10T15:00:00.000Z') + hour - Date.now()))
  expect(screen.queryAllByRole('article')).toEqual([])
})

it("says no webinar is scheduled when the section has no text and nothing to list, in the product's words", async () => {
  listed.webinars = []
  await renderBlock({ ...samples.noneScheduled, id: 'w2' })
  expect(screen.getByText(NO_UPCOMING_WEBINAR)).toBeInTheDocument()
  expect(NO_UPCOMING_WEBINAR).toBe("We don't have an upcoming live webinar on this topic right now. Check back later for new content.")
})

it('says it too once the last webinar of an open page has passed, but not under an introduction', async () => {
  listed.webinars = [webinar(2, 'First month', [session('b1', '2026-03-05T21:00:00.000Z')])]
  const { unmount } = await renderBlock({ ...samples.noneScheduled, id: 'w2' })
  expect(screen.queryByText(NO_UPCOMING_WEBINAR)).not.toBeInTheDocument()
  await act(async () => vi.advanceTimersByTimeAsync(Date.parse('2026-03-05T22:00:00.000Z') - Date.now()))
  expect(screen.getByText(NO_UPCOMING_WEBINAR)).toBeInTheDocument()
  unmount()
  listed.webinars = []
  await renderBlock({ ...samples.gettingStarted, id: 'w1' })
  expect(screen.queryByText(NO_UPCOMING_WEBINAR)).not.toBeInTheDocument()
})

it('describes each session to come as an online Event for search engines', async () => {
  const { container } = await renderBlock({ ...samples.gettingStarted, id: 'w1' })
  const data = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
  expect(data['@graph']).toHaveLength(3)
  expect(data['@graph'][1]).toMatchObject({
    '@type': 'Event',
    name: 'Getting started',
    startDate: '2026-03-10T15:00:00.000Z',
    endDate: '2026-03-10T15:45:00.000Z',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: 'https://webinars.example.org/register/a2' },
  })
})
