/**
 * The live webinar rules, pure so the server, the browser and the tests share them: a session stays listed until one
 * hour after its start, a webinar while it has a session left, and times read in US Eastern time whatever the zone of
 * the server or the visitor.
 */
export const EASTERN = 'America/New_York' as const

/** A session disappears one hour after its start. */
export const SESSION_SHOWN_AFTER_START_MS = 60 * 60 * 1000

export type SessionLike = { id?: string | null; startTime?: string | null; lengthMinutes?: number | null }
export type WebinarLike<S extends SessionLike = SessionLike> = { sessions?: S[] | null }

const startOf = (session: SessionLike) => (session.startTime ? Date.parse(session.startTime) : Number.NaN)

/** The moment a session stops being listed. */
export const sessionEndsShowing = (session: SessionLike) => startOf(session) + SESSION_SHOWN_AFTER_START_MS

/** A webinar's sessions still listed at `now`, earliest first. */
export function remainingSessions<S extends SessionLike>(sessions: S[] | null | undefined, now: number): S[] {
  return (sessions ?? []).filter((session) => Number.isFinite(startOf(session)) && now < sessionEndsShowing(session)).sort((a, b) => startOf(a) - startOf(b))
}

/** Webinars with a session left at `now`, each with only its remaining sessions, the soonest next session first. */
export function upcomingWebinars<S extends SessionLike, W extends WebinarLike<S>>(webinars: W[], now: number): (W & { sessions: S[] })[] {
  return webinars
    .map((webinar) => ({ ...webinar, sessions: remainingSessions(webinar.sessions, now) }))
    .filter((webinar) => webinar.sessions.length > 0)
    .sort((a, b) => startOf(a.sessions[0]) - startOf(b.sessions[0]))
}

/** When the list next changes: the earliest moment after `now` at which a listed session stops showing. */
export function nextChange(webinars: WebinarLike[], now: number): number | null {
  const ends = webinars.flatMap((webinar) => (webinar.sessions ?? []).map(sessionEndsShowing)).filter((end) => end > now)
  return ends.length ? Math.min(...ends) : null
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/**
 * A session as visitors read it, in Eastern time: "Monday, March 3 | 3:00 PM Eastern | 60 minutes". Built from the
 * formatter's parts so the server and every browser write exactly the same text.
 */
export function formatSession(startTime: string, lengthMinutes: number | null | undefined): string {
  const part = Object.fromEntries(parts.formatToParts(new Date(startTime)).map(({ type, value }) => [type, value]))
  const when = `${part.weekday}, ${part.month} ${part.day} | ${part.hour}:${part.minute} ${part.dayPeriod.toUpperCase()} Eastern`
  return lengthMinutes ? `${when} | ${lengthMinutes} minutes` : when
}

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: EASTERN,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
})

/** What a clock in US Eastern time reads at `instant`, as if that reading were UTC (to compare readings). */
export function easternReading(instant: number): number {
  const part = Object.fromEntries(wallClock.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]))
  return Date.UTC(part.year, part.month - 1, part.day, part.hour % 24, part.minute)
}

/** The moment a clock in US Eastern time reads this date (month 1–12) and time, daylight saving included. */
export function atEasternTime(year: number, month: number, day: number, hour: number, minute = 0): Date {
  const reading = Date.UTC(year, month - 1, day, hour, minute)
  // Eastern time is four hours behind UTC in summer, five in winter: keep the one that reads back as asked.
  for (const hoursBehind of [4, 5]) {
    const instant = reading + hoursBehind * 60 * 60 * 1000
    if (easternReading(instant) === reading) return new Date(instant)
  }
  // A time the spring change skips (2:30 AM) is read an hour later (3:30 AM daylight time).
  return new Date(reading + 5 * 60 * 60 * 1000)
}
