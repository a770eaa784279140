import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import type { LeadSubmission } from '@/payload-types'
import { sendNotice } from './notice'

type Mail = { to: string[]; subject: string; messageId: string }

/** The few CMS calls a notice makes: one stored lead, the territories, their representatives, the fallback setting. */
function fakeCms(lead: Partial<LeadSubmission>, { fallbackEmail = '' as string | null, failMail = 0 } = {}) {
  const doc = { id: 7, firstName: 'Maya', lastName: 'Ortiz', organization: 'Lakeside', jobTitle: 'Counselor', email: 'maya@school.example', phone: '555', form: 'first', campaignId: 'c', noticeStatus: 'pending', ...lead } as LeadSubmission
  const mails: Mail[] = []
  let failures = failMail
  let mailStarted = () => {}
  let mailGate: Promise<void> | null = null
  const payload = {
    findByID: async () => ({ ...doc }),
    find: async ({ collection, where }: { collection: string; where?: { territory: { equals: number } } }) => ({
      docs:
        collection === 'territories'
          ? [{ id: 1, fullName: 'South Central', states: ['TX', 'OK'] }, { id: 2, fullName: 'Canada', states: ['CANADA'] }]
          : [{ email: 'avery@example.org', territory: 1 }, { email: 'jordan@example.org', territory: 1 }, { email: 'sage@example.org', territory: 2 }].filter(
              (rep) => rep.territory === where?.territory.equals,
            ),
    }),
    findGlobal: async () => ({ fallbackEmail }),
    db: { updateOne: async ({ data }: { data: Partial<LeadSubmission> }) => void Object.assign(doc, data) },
    sendEmail: async (mail: Mail) => {
      mailStarted()
      if (mailGate) await mailGate
      if (failures-- > 0) throw new Error('mail service down')
      mails.push(mail)
    },
  }
  const hold = () => {
    let release = () => {}
    mailGate = new Promise((resolve) => (release = resolve))
    const started = new Promise<void>((resolve) => (mailStarted = resolve))
    return { started, release }
  }
  return { payload: payload as unknown as Payload, doc, mails, hold }
}

const options = { siteUrl: 'https://www.example.org', now: () => new Date('2026-11-29T12:00:00Z') }

describe('telling the representatives about a lead', () => {
  it('mails a Texas lead to the representatives of the territory holding Texas, in one mail, and records it', async () => {
    const { payload, doc, mails } = fakeCms({ country: 'us', stateCode: 'TX' })
    expect(await sendNotice(payload, '7', options)).toBe('sent')
    expect(mails).toHaveLength(1)
    expect(mails[0].to).toEqual(['avery@example.org', 'jordan@example.org'])
    expect(mails[0].messageId).toBe('<lead-7-notice@www.example.org>')
    expect(doc).toMatchObject({ noticeStatus: 'sent', territory: 1, noticeSentTo: 'avery@example.org, jordan@example.org', noticeSentAt: '2026-11-29T12:00:00.000Z' })
  })

  it('never mails twice: a notice already sent, or being sent at the same moment, is left alone', async () => {
    const { payload, mails, hold } = fakeCms({ country: 'ca', stateCode: 'ON' })
    const gate = hold()
    const first = sendNotice(payload, '7', options)
    await gate.started
    expect(await sendNotice(payload, '7', options)).toBe('under way')
    gate.release()
    expect(await first).toBe('sent')
    expect(await sendNotice(payload, '7', options)).toBe('done already')
    expect(mails.map((mail) => mail.to)).toEqual([['sage@example.org']])
  })

  it('sends a lead outside every territory to the fallback address, and records that no one could be told without one', async () => {
    const withFallback = fakeCms({ country: 'mx', stateCode: '' }, { fallbackEmail: 'sales@example.org' })
    expect(await sendNotice(withFallback.payload, '7', options)).toBe('sent')
    expect(withFallback.mails[0].to).toEqual(['sales@example.org'])
    expect(withFallback.doc).toMatchObject({ noticeStatus: 'sent', territory: null })

    const without = fakeCms({ country: 'us', stateCode: 'NY' }, { fallbackEmail: null })
    expect(await sendNotice(without.payload, '7', options)).toBe('no one')
    expect(without.mails).toHaveLength(0)
    expect(without.doc.noticeStatus).toBe('no-one')
  })

  it('leaves the notice untold when the mail fails, so the job runs again and sends it', async () => {
    const { payload, doc, mails } = fakeCms({ country: 'us', stateCode: 'OK' }, { failMail: 1 })
    await expect(sendNotice(payload, '7', options)).rejects.toThrow('mail service down')
    expect(doc.noticeStatus).toBe('pending')
    expect(await sendNotice(payload, '7', options)).toBe('sent')
    expect(mails).toHaveLength(1)
  })

  it('sends nothing from a runner that lost its lock', async () => {
    const { payload, doc, mails } = fakeCms({ country: 'us', stateCode: 'TX' })
    const lost = () => {
      throw new Error('no longer the job runner')
    }
    await expect(sendNotice(payload, '7', { ...options, stillRunner: lost })).rejects.toThrow('no longer the job runner')
    expect(mails).toHaveLength(0)
    expect(doc.noticeStatus).toBe('pending')
  })
})
