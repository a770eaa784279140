import type { Feature } from '@/features/types'
import { SearchIndex } from './collection'
import { searchIndexHooks } from './sync'

/**
 * Site search: the search-index collection kept in step with published pages by hooks on the pages (./sync), an
 * in-memory index per server (./server), GET /api/search and the search results block (blocks/search-results).
 */
export const search: Feature = {
  name: 'search',
  collections: [SearchIndex],
  // Search rows follow the published version: written on publish, removed on unpublish and delete.
  collectionHooks: { pages: searchIndexHooks },
}
