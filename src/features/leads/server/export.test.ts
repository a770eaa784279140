import { expect, it } from 'vitest'

import type { LeadSubmission } from '@/payload-types'
import { csvCell, submissionsCsv } from './export'

it('quotes cells with commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
  expect(csvCell('Lakeside, North')).toBe('"Lakeside, North"')
  expect(csvCell('The "Best" School')).toBe('"The ""Best"" School"')
  expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  expect(csvCell('+1 555')).toBe("'+1 555")
  expect(csvCell(null)).toBe('')
  expect(csvCell(3)).toBe('3')
})

it('writes one row per submission under named columns, with the delivery and notice states in words', () => {
  const doc = {
    id: 1,
    submissionKey: 'k',
    form: 'second',
    route: 'create',
    email: 'maya@school.example',
    firstName: 'Maya',
    lastName: 'Ortiz',
    jobTitle: 'Counselor',
    phone: '555 123 4567',
    organization: 'Lakeside',
    country: 'ca',
    stateCode: 'BC',
    inResearch: true,
    sendUpdates: false,
    campaignId: 'SELA PublicSite',
    deliveryStatus: 'pending',
    attempts: 2,
    lastError: 'HTTP 503',
    territory: { id: 4, fullName: 'Canada', color: '#fff', states: ['CANADA'], createdAt: '', updatedAt: '' },
    noticeStatus: 'sent',
    noticeSentTo: 'sage@example.org',
    noticeSentAt: '2026-11-23T12:00:05.000Z',
    createdAt: '2026-11-23T12:00:00.000Z',
    updatedAt: '2026-11-23T12:00:00.000Z',
  } satisfies LeadSubmission
  const [header, row, end] = submissionsCsv([doc]).split('\r\n')
  expect(header.split(',')).toEqual(expect.arrayContaining(['Email', 'Organization', 'Delivery', 'Last problem', 'Territory', 'Representative told']))
  expect(row).toBe('2026-11-23T12:00:00.000Z,maya@school.example,Maya,Ortiz,Counselor,555 123 4567,Lakeside,CA,BC,yes,no,SELA PublicSite,second,Waiting to be sent,2,,HTTP 503,Canada,Told,sage@example.org,2026-11-23T12:00:05.000Z')
  expect(submissionsCsv([{ ...doc, territory: null, noticeStatus: null }]).split('\r\n')[1]).toMatch(/HTTP 503,,Before lead notices,sage@example.org,/)
  expect(end).toBe('')
})
