import { revalidateRoutes, type RevalidateRequest } from '../../../../cms/hooks/revalidate'
import { env } from '../../../../lib/env'

/** Lets CMS changes made outside a web request (scheduled publishing) clear this server's page cache. */
export async function POST(request: Request): Promise<Response> {
  if (request.headers.get('x-revalidate-secret') !== env.PAYLOAD_SECRET) {
    return new Response('Not allowed', { status: 403 })
  }
  const body = (await request.json().catch(() => null)) as RevalidateRequest | null
  const routes = Array.isArray(body?.routes) ? body.routes.filter((r): r is string => typeof r === 'string' && r.startsWith('/')) : []
  if (!routes.length) return new Response('Name at least one route starting with /', { status: 400 })
  revalidateRoutes({ routes, type: body?.type === 'layout' ? 'layout' : undefined })
  return Response.json({ revalidated: routes })
}
