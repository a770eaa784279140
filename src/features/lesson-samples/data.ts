import 'server-only'

import { collectionTag } from '@/lib/cache-tags'
import { cachedRead, payloadClient } from '@/server/content'
import { filterKeys } from './filters'

/** More samples than the programs have grades and units. */
const MAX_SAMPLES = 500

/** Every lesson sample, in the filter panel's order of programs and grades, then by title. */
export const getLessonSamples = cachedRead(
  'lesson-samples',
  () => [collectionTag('lesson-samples'), collectionTag('media')],
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({ collection: 'lesson-samples', depth: 1, limit: MAX_SAMPLES, pagination: false, sort: 'title' })
    return docs.sort((a, b) => filterKeys.indexOf(a.filter) - filterKeys.indexOf(b.filter))
  },
)
