import type { Feature } from '@/features/types'
import { SearchIndex } from './collection'

/**
 * Site search: the search-index collection kept in step with published pages by the Pages hooks (./sync), an
 * in-memory index per server (./server), GET /api/search and the search results block (blocks/search-results).
 */
export const search: Feature = { name: 'search', collections: [SearchIndex] }
