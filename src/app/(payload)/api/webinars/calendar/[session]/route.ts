import { calendarResponse } from '@/features/webinars/server'

/** GET /api/webinars/calendar/<session id>: a live webinar session as a calendar entry (.ics); see src/features/webinars. */
export async function GET(_request: Request, { params }: { params: Promise<{ session: string }> }) {
  const { session } = await params
  try {
    return await calendarResponse(session)
  } catch (error) {
    console.error(`Calendar entry failed: ${(error as Error).message}`)
    return Response.json({ error: 'The calendar entry is unavailable right now. Please try again.' }, { status: 503, headers: { 'cache-control': 'no-store' } })
  }
}
