/** The sales team's zone, in which the CMS shows and schedules times. */
export const EASTERN = 'America/New_York'

/** A moment as editors read it: "Dec 9, 2026, 9:00 AM EST". */
export const easternDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: EASTERN,
  timeZoneName: 'short',
})
