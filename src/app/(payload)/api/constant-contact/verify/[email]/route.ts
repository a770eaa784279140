import { leadRoutes } from '@/features/leads/server/routes'

/** SPEC §7 contact lookup: an opaque reference when the contact exists (src/features/leads/api.ts). */
export const GET = async (request: Request, { params }: { params: Promise<{ email: string }> }) => leadRoutes.verify(request, (await params).email)

export const OPTIONS = (request: Request) => leadRoutes.preflight(request)
