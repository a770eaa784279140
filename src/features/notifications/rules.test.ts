import { describe, expect, it } from 'vitest'

import { formatNotificationDate, isShown } from './rules'

const base = {
  active: true,
  startDate: '2026-03-01T00:00:00.000Z',
  endDate: '2026-03-31T00:00:00.000Z',
  pageHeader: 'Scheduled maintenance',
  pageDescription: 'The learning site is offline on Saturday night.',
}
const during = new Date('2026-03-15T12:00:00.000Z')

describe('isShown', () => {
  it('shows an active notification between its dates', () => {
    expect(isShown(base, during)).toBe(true)
  })
  it('hides it when inactive, before its start or after its end', () => {
    expect(isShown({ ...base, active: false }, during)).toBe(false)
    expect(isShown(base, new Date('2026-02-28T23:59:59.000Z'))).toBe(false)
    expect(isShown(base, new Date('2026-03-31T00:00:01.000Z'))).toBe(false)
  })
  it('hides it without a header or a description', () => {
    expect(isShown({ ...base, pageHeader: '' }, during)).toBe(false)
    expect(isShown({ ...base, pageDescription: '  ' }, during)).toBe(false)
    expect(isShown({ ...base, pageDescription: null }, during)).toBe(false)
  })
})

it('formats dates with the long weekday, month, day and year', () => {
  expect(formatNotificationDate('2026-03-02T15:00:00.000Z')).toBe('Monday, March 2, 2026')
})
