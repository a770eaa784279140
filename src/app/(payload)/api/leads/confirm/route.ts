import { consentRoutes } from '@/features/leads/server/consent-routes'

export const dynamic = 'force-dynamic'

/** The confirm link of the consent mail: GET shows the button, POST confirms (src/features/leads/README.md). */
export const GET = (request: Request) => consentRoutes.showConfirm(request)

export const POST = (request: Request) => consentRoutes.confirm(request)
