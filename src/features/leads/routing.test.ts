import { describe, expect, it } from 'vitest'

import type { LeadSubmission } from '@/payload-types'
import { leadNotice, leadPlace, leadRegion, noticeRoute } from './routing'

const territories = [
  { id: 1, fullName: 'South Central', states: ['TX', 'OK'] },
  { id: 2, fullName: '', states: ['CANADA', 'WA'] },
  { id: 3, fullName: 'Nobody yet', states: ['FL'] },
]
const representatives = [
  { email: 'Avery.Nguyen@example.org', territory: 1 },
  { email: 'jordan.brooks@example.org', territory: { id: 1 } },
  { email: 'sage.bennett@example.org', territory: 2 },
]

describe('who hears about a lead', () => {
  it('finds the territory map’s region: a US state or DC by its code, all of Canada as one', () => {
    expect(leadRegion('us', 'tx')).toBe('TX')
    expect(leadRegion('US', 'DC')).toBe('DC')
    expect(leadRegion('ca', 'ON')).toBe('CANADA')
    expect(leadRegion('mx', '')).toBeNull()
    expect(leadRegion('us', '')).toBeNull()
  })

  it('mails every representative of the territory holding the state, once each, and names the territory', () => {
    expect(noticeRoute('TX', territories, [...representatives, { email: 'avery.nguyen@example.org', territory: 1 }], 'sales@example.org')).toEqual({
      territory: { id: 1, name: 'South Central' },
      to: ['avery.nguyen@example.org', 'jordan.brooks@example.org'],
    })
    expect(noticeRoute('CANADA', territories, representatives)).toEqual({ territory: { id: 2, name: 'CANADA, WA' }, to: ['sage.bennett@example.org'] })
  })

  it('sends leads outside every territory, or of a territory without representatives, to the fallback address', () => {
    expect(noticeRoute(null, territories, representatives, ' Sales@Example.org ')).toEqual({ territory: null, to: ['sales@example.org'] })
    expect(noticeRoute('NY', territories, representatives, 'sales@example.org')).toEqual({ territory: null, to: ['sales@example.org'] })
    expect(noticeRoute('FL', territories, representatives, 'sales@example.org')).toEqual({ territory: { id: 3, name: 'Nobody yet' }, to: ['sales@example.org'] })
  })

  it('has no one to tell when no fallback address is set', () => {
    expect(noticeRoute(null, territories, representatives, '')).toEqual({ territory: null, to: [] })
    expect(noticeRoute('NY', territories, representatives, null).to).toEqual([])
  })
})

const lead = {
  id: 42,
  form: 'first',
  email: 'maya@school.example',
  firstName: 'Maya',
  lastName: 'Ortiz',
  jobTitle: 'Counselor',
  phone: '555 123 4567',
  organization: 'Lakeside <ISD>',
  country: 'us',
  stateCode: 'TX',
  inResearch: true,
  sendUpdates: false,
  campaignId: 'OST PublicSite',
} as LeadSubmission

describe('the notice mail', () => {
  it('names where the lead comes from as people write it', () => {
    expect(leadPlace(lead)).toBe('Texas, United States')
    expect(leadPlace({ country: 'ca', stateCode: 'ON' })).toBe('Ontario, Canada')
    expect(leadPlace({ country: 'mx', stateCode: '' })).toBe('Mexico')
  })

  it('gives the lead’s details, a reply to the lead and a link to the lead in the CMS, in text and escaped HTML', () => {
    const mail = leadNotice(lead, { territory: { id: 1, name: 'South Central' }, to: ['avery.nguyen@example.org'] }, 'https://www.example.org/')
    expect(mail.to).toEqual(['avery.nguyen@example.org'])
    expect(mail.replyTo).toBe('maya@school.example')
    expect(mail.subject).toBe('New lead: Maya Ortiz, Lakeside <ISD> (Texas, United States)')
    expect(mail.text).toContain('Email: maya@school.example')
    expect(mail.text).toContain('Phone: 555 123 4567')
    expect(mail.text).toContain('Open the lead in the CMS: https://www.example.org/admin/collections/lead-submissions/42')
    expect(mail.text).toContain('a representative of the territory South Central')
    expect(mail.html).toContain('Lakeside &#60;ISD&#62;')
    expect(mail.html).not.toContain('<ISD>')
  })

  it('says why a lead outside every territory came to the fallback address', () => {
    const mail = leadNotice({ ...lead, country: 'mx', stateCode: '' }, { territory: null, to: ['sales@example.org'] }, 'https://www.example.org')
    expect(mail.text).toContain('No sales territory covers where this lead comes from')
  })
})
