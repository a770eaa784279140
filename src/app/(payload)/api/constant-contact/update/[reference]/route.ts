import { leadRoutes } from '@/features/leads/server/routes'

/** SPEC §7 contact update, for a reference the lookup gave (src/features/leads/api.ts). */
export const PUT = async (request: Request, { params }: { params: Promise<{ reference: string }> }) =>
  leadRoutes.submit(request, 'update', (await params).reference)

export const OPTIONS = (request: Request) => leadRoutes.preflight(request)
