import { leadRoutes } from '@/features/leads/server/routes'

/** Contact lookup: the same answer for every valid address, a reference signed for it (src/features/leads/api.ts). */
export const GET = async (request: Request, { params }: { params: Promise<{ email: string }> }) => leadRoutes.verify(request, (await params).email)

export const OPTIONS = (request: Request) => leadRoutes.preflight(request)
