import { leadRoutes } from '@/features/leads/server/routes'

/** Contact create: stores the submission for delivery (src/features/leads/api.ts). */
export const POST = (request: Request) => leadRoutes.submit(request, 'create')

export const OPTIONS = (request: Request) => leadRoutes.preflight(request)
