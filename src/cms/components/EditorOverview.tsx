import type { Payload } from 'payload'

import { easternDateTime } from '@/lib/eastern-time'
import { SCHEDULE_TASK } from '../schedules'
import styles from './EditorOverview.module.css'

const RECENT_PAGES = 8
const SCHEDULED_SHOWN = 20


type ScheduleInput = { type?: string; doc?: { relationTo?: string; value?: number | string } }

/** Pages' publications and unpublications still to come, soonest first, with each page's title. */
async function scheduledPublications(payload: Payload) {
  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: SCHEDULE_TASK } }, { waitUntil: { greater_than: new Date().toISOString() } }] },
    sort: 'waitUntil',
    limit: SCHEDULED_SHOWN,
    depth: 0,
    overrideAccess: true,
  })
  const scheduled = jobs.flatMap((job) => {
    const input = (job.input ?? {}) as ScheduleInput
    const id = Number(input.doc?.value)
    return input.doc?.relationTo === 'pages' && Number.isInteger(id) && job.waitUntil
      ? [{ key: job.id, pageId: id, at: job.waitUntil, unpublish: input.type === 'unpublish' }]
      : []
  })
  if (!scheduled.length) return []
  const { docs: pages } = await payload.find({
    collection: 'pages',
    where: { id: { in: scheduled.map((item) => item.pageId) } },
    select: { title: true },
    depth: 0,
    limit: 0,
    pagination: false,
    draft: true,
  })
  const titles = new Map(pages.map((page) => [page.id, page.title]))
  return scheduled.filter((item) => titles.has(item.pageId)).map((item) => ({ ...item, title: titles.get(item.pageId) }))
}

/** A page's name in a link: its title, or a stand-in while a draft has none, so no link is left without words. */
const pageName = (page: { id: number; title?: string | null }) => page.title?.trim() || `Untitled page (${page.id})`

/** On the admin's dashboard: the pages edited last and the publications scheduled, each linking to its page. */
export async function EditorOverview({ payload }: { payload: Payload }) {
  const [recent, scheduled] = await Promise.all([
    payload.find({ collection: 'pages', sort: '-updatedAt', limit: RECENT_PAGES, depth: 0, draft: true, select: { title: true, updatedAt: true } }),
    scheduledPublications(payload),
  ])
  const pageLink = (id: number) => `${payload.config.routes.admin}/collections/pages/${id}`
  return (
    <div className={styles.overview}>
      <section aria-labelledby="recently-edited-pages">
        <h2 id="recently-edited-pages">Recently edited pages</h2>
        {recent.docs.length ? (
          <ol>
            {recent.docs.map((page) => (
              <li key={page.id}>
                <a href={pageLink(page.id)}>{pageName(page)}</a>, edited <time dateTime={page.updatedAt}>{easternDateTime.format(new Date(page.updatedAt))}</time>
              </li>
            ))}
          </ol>
        ) : (
          <p>No pages yet. Create one under Pages.</p>
        )}
      </section>
      <section aria-labelledby="scheduled-publications">
        <h2 id="scheduled-publications">Scheduled publications</h2>
        {scheduled.length ? (
          <ul>
            {scheduled.map((item) => (
              <li key={item.key}>
                <a href={pageLink(item.pageId)}>{pageName({ id: item.pageId, title: item.title })}</a>: {item.unpublish ? 'unpublish' : 'publish'} on{' '}
                <time dateTime={item.at}>{easternDateTime.format(new Date(item.at))}</time>
              </li>
            ))}
          </ul>
        ) : (
          <p>Nothing is scheduled. To publish or unpublish a page at a later time, choose Schedule Publish in the menu beside its Publish changes button.</p>
        )}
      </section>
    </div>
  )
}
