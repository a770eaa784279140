import { accountRoutes } from '@/features/accounts/routes'

// Reads the visitor's cookies: never cached.
export const dynamic = 'force-dynamic'

/** POST /api/account/logout, from this site's pages only: signs the visitor out. See src/features/accounts/README.md. */
export async function POST(request: Request) {
  return accountRoutes.logout(request)
}
