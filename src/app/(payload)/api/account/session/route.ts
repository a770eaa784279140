import { accountRoutes } from '@/features/accounts/routes'

// Reads the visitor's cookies: never cached.
export const dynamic = 'force-dynamic'

/** GET /api/account/session: `{ user: { name } }` or `{ user: null }`, never cached. See src/features/accounts/README.md. */
export async function GET(request: Request) {
  return accountRoutes.session(request)
}
