import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { atEasternTime, formatSession, nextChange, remainingSessions, SESSION_SHOWN_AFTER_START_MS, upcomingWebinars } from './sessions'

// The rules must not depend on the zone of the server or browser: run them in a zone far from Eastern time.
const zone = process.env.TZ
beforeAll(() => {
  process.env.TZ = 'Asia/Tokyo'
})
afterAll(() => {
  process.env.TZ = zone
})

const minute = 60 * 1000
const at = (iso: string) => Date.parse(iso)

describe('a session is listed until one hour after its start', () => {
  const session = { id: 'a', startTime: '2026-03-03T20:00:00.000Z', lengthMinutes: 60 }
  it.each([
    ['a day before', '2026-03-02T20:00:00.000Z', true],
    ['at its start', '2026-03-03T20:00:00.000Z', true],
    ['59 minutes in', '2026-03-03T20:59:00.000Z', true],
    ['one hour in', '2026-03-03T21:00:00.000Z', false],
    ['the next day', '2026-03-04T20:00:00.000Z', false],
  ])('%s', (_, now, listed) => {
    expect(remainingSessions([session], at(now))).toEqual(listed ? [session] : [])
  })

  it('lists the remaining sessions earliest first and drops those without a start', () => {
    const sessions = [
      { id: 'late', startTime: '2026-03-20T20:00:00.000Z' },
      { id: 'none', startTime: null },
      { id: 'soon', startTime: '2026-03-05T20:00:00.000Z' },
      { id: 'past', startTime: '2026-03-01T20:00:00.000Z' },
    ]
    expect(remainingSessions(sessions, at('2026-03-03T00:00:00.000Z')).map(({ id }) => id)).toEqual(['soon', 'late'])
  })
})

describe('a webinar is listed while it has a session left', () => {
  const webinars = [
    { title: 'Later', sessions: [{ startTime: '2026-03-10T15:00:00.000Z' }] },
    { title: 'Over', sessions: [{ startTime: '2026-03-01T15:00:00.000Z' }] },
    { title: 'Sooner', sessions: [{ startTime: '2026-03-01T15:00:00.000Z' }, { startTime: '2026-03-04T15:00:00.000Z' }] },
    { title: 'No sessions', sessions: null },
  ]
  const now = at('2026-03-02T00:00:00.000Z')

  it('keeps the webinars with sessions to come, soonest next session first, with only those sessions', () => {
    const upcoming = upcomingWebinars(webinars, now)
    expect(upcoming.map(({ title }) => title)).toEqual(['Sooner', 'Later'])
    expect(upcoming[0].sessions).toEqual([{ startTime: '2026-03-04T15:00:00.000Z' }])
  })

  it('knows when the list changes next: the hour after the next start', () => {
    expect(nextChange(webinars, now)).toBe(at('2026-03-04T15:00:00.000Z') + SESSION_SHOWN_AFTER_START_MS)
    expect(nextChange(webinars, at('2026-03-20T00:00:00.000Z'))).toBeNull()
  })
})

describe('sessions read in US Eastern time, across the daylight saving changes', () => {
  it.each([
    // The Sunday clocks go forward (8 March 2026): 3 PM is 20:00 UTC the day before and 19:00 UTC that day.
    ['2026-03-07T20:00:00.000Z', 'Saturday, March 7 | 3:00 PM Eastern | 60 minutes'],
    ['2026-03-08T19:00:00.000Z', 'Sunday, March 8 | 3:00 PM Eastern | 60 minutes'],
    ['2026-03-09T19:00:00.000Z', 'Monday, March 9 | 3:00 PM Eastern | 60 minutes'],
    // The Sunday clocks go back (1 November 2026).
    ['2026-10-31T19:00:00.000Z', 'Saturday, October 31 | 3:00 PM Eastern | 60 minutes'],
    ['2026-11-01T20:00:00.000Z', 'Sunday, November 1 | 3:00 PM Eastern | 60 minutes'],
    // Late evening in Eastern time is already the next day in UTC (and in Tokyo).
    ['2026-11-03T04:30:00.000Z', 'Monday, November 2 | 11:30 PM Eastern | 60 minutes'],
  ])('%s reads "%s"', (startTime, text) => {
    expect(formatSession(startTime, 60)).toBe(text)
  })

  it('writes the morning, noon and the length as given', () => {
    expect(formatSession('2026-03-03T14:05:00.000Z', 45)).toBe('Tuesday, March 3 | 9:05 AM Eastern | 45 minutes')
    expect(formatSession('2026-07-01T16:00:00.000Z', 90)).toBe('Wednesday, July 1 | 12:00 PM Eastern | 90 minutes')
    expect(formatSession('2026-07-01T16:00:00.000Z', null)).toBe('Wednesday, July 1 | 12:00 PM Eastern')
  })

  it('finds the moment an Eastern date and time names, in winter, in summer and on both change days', () => {
    expect(atEasternTime(2026, 1, 15, 15).toISOString()).toBe('2026-01-15T20:00:00.000Z')
    expect(atEasternTime(2026, 7, 15, 15).toISOString()).toBe('2026-07-15T19:00:00.000Z')
    expect(atEasternTime(2026, 3, 8, 15).toISOString()).toBe('2026-03-08T19:00:00.000Z')
    expect(atEasternTime(2026, 11, 1, 15).toISOString()).toBe('2026-11-01T20:00:00.000Z')
    // 2:30 AM does not exist on the spring change day: it is read as 3:30 AM daylight time.
    expect(atEasternTime(2026, 3, 8, 2, 30).toISOString()).toBe('2026-03-08T07:30:00.000Z')
    // 1:30 AM happens twice on the autumn change day: the first one (daylight time).
    expect(atEasternTime(2026, 11, 1, 1, 30).toISOString()).toBe('2026-11-01T05:30:00.000Z')
    expect(new Date(atEasternTime(2026, 3, 3, 15).getTime() + 30 * minute).toISOString()).toBe('2026-03-03T20:30:00.000Z')
  })
})
