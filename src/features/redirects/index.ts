import type { Feature } from '@/features/types'
import { Redirects } from './collection'

/** Redirects: old addresses edited in the CMS, applied by the page route where no published page exists. */
export const redirects: Feature = { name: 'redirects', collections: [Redirects] }
