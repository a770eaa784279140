/**
 * Who hears about a new lead: the representatives of the sales territory that holds the lead's state (or Canada),
 * and, for a lead outside every territory, the address editors set under Leads → Lead notices. Pure rules; the job
 * that sends the mail is server/notice.ts.
 */
import { composeMail, SITE_NAME } from '@/lib/mail'
import type { LeadSubmission } from '@/payload-types'
import { countryName, stateName } from './reference'

/** Whether the representative was told about a lead: one list for the collection, the job and the export. */
export const NOTICE_STATES = [
  { value: 'pending', label: 'Not yet told' },
  { value: 'sent', label: 'Told' },
  { value: 'no-one', label: 'No one to tell' },
] as const

export type NoticeState = (typeof NOTICE_STATES)[number]['value']

export const noticeStateLabel = (value: string | null | undefined) =>
  NOTICE_STATES.find((state) => state.value === value)?.label ?? 'Before lead notices'

/** The territory map's region of a lead: a US state's code (DC too), 'CANADA' for all of Canada, else null. */
export function leadRegion(country: string, stateCode: string | null | undefined): string | null {
  const code = country.trim().toLowerCase()
  if (code === 'ca') return 'CANADA'
  if (code === 'us' && stateCode?.trim()) return stateCode.trim().toUpperCase()
  return null
}

type TerritoryRef = { id: number; fullName?: string | null; states?: readonly string[] | null }
type RepresentativeRef = { email: string; territory: number | { id: number } | null | undefined }

/** The territory whose states include `region`, if any. */
export const territoryHolding = <T extends TerritoryRef>(region: string | null, territories: readonly T[]): T | undefined =>
  region ? territories.find((candidate) => candidate.states?.includes(region)) : undefined

export type NoticeRoute = {
  /** The territory holding the lead's region, if any. */
  territory: { id: number; name: string } | null
  /** Who gets the mail, without repeats; empty: no one to tell. */
  to: string[]
}

/**
 * The territory holding `region` and its representatives' addresses; with no territory, or a territory with no
 * representative, the fallback address (when set).
 */
export function noticeRoute(region: string | null, territories: readonly TerritoryRef[], representatives: readonly RepresentativeRef[], fallback?: string | null): NoticeRoute {
  const territory = territoryHolding(region, territories)
  const territoryOf = (representative: RepresentativeRef) => (typeof representative.territory === 'object' ? representative.territory?.id : representative.territory)
  const reps = territory ? representatives.filter((representative) => territoryOf(representative) === territory.id).map(({ email }) => email.trim().toLowerCase()) : []
  const fallbackTo = fallback?.trim() ? [fallback.trim().toLowerCase()] : []
  return {
    territory: territory ? { id: territory.id, name: territory.fullName?.trim() || (territory.states ?? []).join(', ') } : null,
    to: [...new Set(reps.length ? reps : fallbackTo)],
  }
}

/** Where the lead comes from, as people write it: "Texas, United States", "Ontario, Canada", "Mexico". */
export function leadPlace(doc: Pick<LeadSubmission, 'country' | 'stateCode'>): string {
  const country = countryName(doc.country)
  return doc.stateCode?.trim() ? `${stateName(doc.country, doc.stateCode)}, ${country}` : country
}

const FORMS: Record<string, string> = { first: 'Out-of-school time (first form)', second: 'SEL for adults (second form)' }

/** The mail to the representatives: who asked, how to reach them, and a link to the lead in the CMS. */
export function leadNotice(doc: LeadSubmission, route: NoticeRoute, siteUrl: string) {
  const name = `${doc.firstName} ${doc.lastName}`.trim()
  const place = leadPlace(doc)
  const why = route.territory
    ? `You get this mail as a representative of the territory ${route.territory.name}.`
    : 'No sales territory covers where this lead comes from, so it comes to the address set under Leads → Lead notices in the CMS.'
  const mail = composeMail({
    subject: `New lead: ${name}, ${doc.organization} (${place})`,
    paragraphs: [
      `${name} (${doc.jobTitle}, ${doc.organization}) left their details on the website.`,
      `Email: ${doc.email}`,
      `Phone: ${doc.phone}`,
      `Where: ${place}`,
      `Form: ${FORMS[doc.form] ?? doc.form}; campaign ${doc.campaignId}`,
      `Researching programs: ${doc.inResearch ? 'yes' : 'no'}. Wants updates: ${doc.sendUpdates ? 'yes' : 'no'}.`,
    ],
    action: { label: 'Open the lead in the CMS', url: `${siteUrl.replace(/\/+$/, '')}/admin/collections/lead-submissions/${doc.id}` },
    notes: [why, `Sent by the ${SITE_NAME} website. Reply to the lead at their own address, not to this mail.`],
  })
  return { ...mail, to: route.to, replyTo: doc.email }
}
