import { leadRoutes } from '@/features/leads/server/routes'

/** SPEC §7 contact create (src/features/leads/api.ts). */
export const POST = (request: Request) => leadRoutes.submit(request, 'create')

export const OPTIONS = (request: Request) => leadRoutes.preflight(request)
