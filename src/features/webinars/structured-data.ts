import { markdownPlainText } from '@/lib/markdown'

type Session = { startTime: string; lengthMinutes: number; linkUrl: string }
type Webinar = { title: string; description?: string | null; sessions: Session[] }

/** Each session to come as a schema.org online Event, so search engines can show the dates. */
export function webinarEvents(webinars: Webinar[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': webinars.flatMap((webinar) =>
      webinar.sessions.map((session) => ({
        '@type': 'Event',
        name: webinar.title,
        description: markdownPlainText(webinar.description),
        startDate: new Date(session.startTime).toISOString(),
        endDate: new Date(Date.parse(session.startTime) + session.lengthMinutes * 60_000).toISOString(),
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        eventStatus: 'https://schema.org/EventScheduled',
        isAccessibleForFree: true,
        location: { '@type': 'VirtualLocation', url: session.linkUrl },
      })),
    ),
  }
}
