import { expect, it } from 'vitest'

import { calendarFileName, isSessionId, sessionCalendar } from './calendar'

const webinar = { title: 'Getting started with the digital program', description: 'A **guided tour** for new teachers.' }
const session = { id: '65f0c0ffee0123456789abcd', startTime: '2026-03-08T19:00:00.000Z', lengthMinutes: 45, linkUrl: 'https://webinars.example.org/register/1' }

it('makes one event in UTC with the length, the title and the registration page', () => {
  const ics = sessionCalendar(webinar, session, 'Heartwise Learning').replace(/\r\n[ \t]/g, '') // unfold long lines
  expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/)
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1)
  expect(ics).toContain('DTSTART:20260308T190000Z')
  expect(ics).toContain('DURATION:PT45M')
  expect(ics).toContain('SUMMARY:Getting started with the digital program')
  expect(ics).toContain('URL:https://webinars.example.org/register/1')
  expect(ics).toContain('UID:webinar-session-65f0c0ffee0123456789abcd@heartwise-learning')
  expect(ics).toContain('DESCRIPTION:A guided tour for new teachers.\\n\\nRegister: https://webinars.example.org/register/1')
  expect(ics).toMatch(/END:VCALENDAR\r\n?$/)
})

it('accepts only session ids as the CMS makes them', () => {
  expect(isSessionId('65f0c0ffee0123456789abcd')).toBe(true)
  for (const id of ['', '1', '../../etc/passwd', '65F0C0FFEE0123456789ABCD', '65f0c0ffee0123456789abcd0']) expect(isSessionId(id)).toBe(false)
})

it('names the file after the webinar', () => {
  expect(calendarFileName('Adult well-being: small routines, big difference')).toBe('adult-well-being-small-routines-big-difference.ics')
  expect(calendarFileName('¿¡!')).toBe('webinar.ics')
})
