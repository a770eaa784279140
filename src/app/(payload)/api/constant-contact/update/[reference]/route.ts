import { leadRoutes } from '@/features/leads/server/routes'

/** Contact update, for a reference the lookup gave for the same email (src/features/leads/api.ts). */
export const PUT = async (request: Request, { params }: { params: Promise<{ reference: string }> }) =>
  leadRoutes.submit(request, 'update', (await params).reference)

export const OPTIONS = (request: Request) => leadRoutes.preflight(request)
