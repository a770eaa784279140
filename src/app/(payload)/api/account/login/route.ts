import { accountRoutes } from '@/features/accounts/routes'

// Reads the visitor's cookies: never cached.
export const dynamic = 'force-dynamic'

/** GET /api/account/login?return=/path: sends the visitor to the identity provider. See src/features/accounts/README.md. */
export async function GET(request: Request) {
  return accountRoutes.login(request)
}
