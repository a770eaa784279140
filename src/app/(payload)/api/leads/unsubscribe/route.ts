import { consentRoutes } from '@/features/leads/server/consent-routes'

export const dynamic = 'force-dynamic'

/** The unsubscribe link of every mail: GET shows the button, POST (also one-click) unsubscribes (src/features/leads/README.md). */
export const GET = (request: Request) => consentRoutes.showUnsubscribe(request)

export const POST = (request: Request) => consentRoutes.unsubscribe(request)
