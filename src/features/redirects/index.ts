import type { Feature } from '@/features/types'
import { Redirects } from './collection'
import { pageMoveHooks } from './page-moves'

/**
 * Redirects: old addresses edited in the CMS, applied by the page route where no published page exists. Publishing a
 * page at a new address adds the redirect from its old one.
 */
export const redirects: Feature = { name: 'redirects', collections: [Redirects], collectionHooks: { pages: pageMoveHooks } }
