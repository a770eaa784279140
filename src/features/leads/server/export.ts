/**
 * Form submissions as CSV for editors (Form submissions → "Download all as CSV" in the admin). Cells that a
 * spreadsheet would run as a formula are prefixed with an apostrophe.
 */
import type { PayloadHandler } from 'payload'

import type { LeadSubmission } from '@/payload-types'
import { DELIVERY_STATES } from '../delivery-state'
import { noticeStateLabel } from '../routing'

const COLUMNS: [string, (doc: LeadSubmission) => unknown][] = [
  ['Submitted', (doc) => doc.createdAt],
  ['Email', (doc) => doc.email],
  ['First name', (doc) => doc.firstName],
  ['Last name', (doc) => doc.lastName],
  ['Title', (doc) => doc.jobTitle],
  ['Phone', (doc) => doc.phone],
  ['Organization', (doc) => doc.organization],
  ['Country', (doc) => doc.country.toUpperCase()],
  ['State or province', (doc) => doc.stateCode],
  ['Researching programs', (doc) => (doc.inResearch ? 'yes' : 'no')],
  ['Wants updates', (doc) => (doc.sendUpdates ? 'yes' : 'no')],
  ['Campaign', (doc) => doc.campaignId],
  ['Form', (doc) => doc.form],
  ['Delivery', (doc) => DELIVERY_STATES.find((state) => state.value === doc.deliveryStatus)?.label ?? doc.deliveryStatus],
  ['Attempts', (doc) => doc.attempts],
  ['Delivered', (doc) => doc.deliveredAt],
  ['Last problem', (doc) => doc.lastError],
  ['Territory', (doc) => (typeof doc.territory === 'object' ? doc.territory?.fullName : '')],
  ['Representative told', (doc) => noticeStateLabel(doc.noticeStatus)],
  ['Told', (doc) => doc.noticeSentTo],
  ['Told at', (doc) => doc.noticeSentAt],
]

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

export const submissionsCsv = (docs: LeadSubmission[]): string =>
  [COLUMNS.map(([name]) => name), ...docs.map((doc) => COLUMNS.map(([, read]) => read(doc)))]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n')

const PAGE_SIZE = 500

export const exportSubmissions: PayloadHandler = async (req) => {
  if (!req.user) return Response.json({ message: 'Sign in to export form submissions.' }, { status: 401 })
  const docs: LeadSubmission[] = []
  for (let page = 1; ; page += 1) {
    const result = await req.payload.find({ collection: 'lead-submissions', sort: 'createdAt', limit: PAGE_SIZE, page, depth: 1, req })
    docs.push(...result.docs)
    if (!result.hasNextPage) break
  }
  const day = new Date().toISOString().slice(0, 10)
  return new Response(`\uFEFF${submissionsCsv(docs)}`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="form-submissions-${day}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
