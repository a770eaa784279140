import 'server-only'

import { collectionTag } from '@/lib/cache-tags'
import { resolvePageLinks } from '@/lib/page-links'
import { cachedRead, payloadClient } from '@/server/content'
import { publishedRoutesTag } from '@/server/published-routes'
import { filterKeys } from './filters'

/** More samples than the programs have grades and units. */
const MAX_SAMPLES = 500

/**
 * Every lesson sample, in the filter panel's order of programs and grades, then by title. A sample that chose a page
 * links to its current path (read as a visitor: a page not published gives no link).
 */
export const getLessonSamples = cachedRead(
  'lesson-samples',
  () => [collectionTag('lesson-samples'), collectionTag('media'), publishedRoutesTag],
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'lesson-samples', depth: 1, limit: MAX_SAMPLES, pagination: false, sort: 'title', overrideAccess: false })
    return resolvePageLinks(docs).sort((a, b) => filterKeys.indexOf(a.filter) - filterKeys.indexOf(b.filter))
  },
)
