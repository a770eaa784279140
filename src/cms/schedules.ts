/**
 * A page's scheduled publications and unpublications (the CMS's Schedule Publish jobs still to run), and cancelling
 * them: a page an editor unpublishes would otherwise go live again at its scheduled publication.
 */
import type { Endpoint, Payload, PayloadRequest } from 'payload'

export const SCHEDULE_TASK = 'schedulePublish'

export type Schedule = { id: number | string; type: 'publish' | 'unpublish'; at: string }

type ScheduleInput = { type?: string; doc?: { relationTo?: string; value?: number | string } }

/** The scheduled changes of one page still to come, soonest first. */
export async function pageSchedules(payload: Payload, pageId: number | string): Promise<Schedule[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: SCHEDULE_TASK } }, { processing: { equals: false } }, { completedAt: { exists: false } }] },
    sort: 'waitUntil',
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs.flatMap((job) => {
    const input = (job.input ?? {}) as ScheduleInput
    const forPage = input.doc?.relationTo === 'pages' && String(input.doc.value) === String(pageId)
    return forPage && job.waitUntil ? [{ id: job.id, type: input.type === 'unpublish' ? ('unpublish' as const) : ('publish' as const), at: job.waitUntil }] : []
  })
}

const pageId = (req: PayloadRequest) => {
  const id = String(req.routeParams?.id ?? '')
  return /^\d{1,12}$/.test(id) ? id : null
}

const signInFirst = () => Response.json({ message: 'Sign in to see a page’s scheduled publications.' }, { status: 401 })
const noSuchPage = () => Response.json({ message: 'There is no page with this id.' }, { status: 404 })

/** GET /api/pages/:id/schedules; POST /api/pages/:id/schedules/cancel-publications deletes its scheduled publications. */
export const scheduleEndpoints: Endpoint[] = [
  {
    path: '/:id/schedules',
    method: 'get',
    handler: async (req) => {
      if (!req.user) return signInFirst()
      const id = pageId(req)
      if (!id) return noSuchPage()
      return Response.json({ schedules: await pageSchedules(req.payload, id) })
    },
  },
  {
    path: '/:id/schedules/cancel-publications',
    method: 'post',
    handler: async (req) => {
      if (!req.user) return signInFirst()
      const id = pageId(req)
      if (!id) return noSuchPage()
      const publications = (await pageSchedules(req.payload, id)).filter((schedule) => schedule.type === 'publish')
      if (publications.length) {
        await req.payload.delete({ collection: 'payload-jobs', where: { id: { in: publications.map((schedule) => schedule.id) } }, overrideAccess: true })
      }
      req.payload.logger.info({ page: id, cancelled: publications.length, by: req.user.id }, 'Scheduled publications of an unpublished page cancelled')
      return Response.json({ cancelled: publications.length })
    },
  },
]
