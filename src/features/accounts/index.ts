import type { Feature } from '@/features/types'

/**
 * Accounts: visitors sign in with OpenID Connect and the header's account bar names them. Nothing in the CMS: the
 * routes live in src/app/(payload)/api/account/ (see README.md).
 */
export const accounts: Feature = { name: 'accounts' }
