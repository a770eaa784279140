import { accountRoutes } from '@/features/accounts/routes'

// Reads the visitor's cookies: never cached.
export const dynamic = 'force-dynamic'

/** GET /api/account/callback: the identity provider sends the visitor back here. See src/features/accounts/README.md. */
export async function GET(request: Request) {
  return accountRoutes.callback(request)
}
