import { createHash, timingSafeEqual } from 'node:crypto'

import { revalidateNow, type RevalidateRequest } from '@/cms/hooks/revalidate'
import { env } from '@/server/env.server'

const strings = (value: unknown, valid: (item: string) => boolean) =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && valid(item)) : []

/** Compares digests of equal length, so the time taken tells nothing about the secret. */
const digest = (value: string) => createHash('sha256').update(value).digest()
const holdsSecret = (request: Request) => timingSafeEqual(digest(request.headers.get('x-revalidate-secret') ?? ''), digest(env.REVALIDATE_SECRET))

/** Lets CMS changes made outside a web request (scheduled publishing) clear this server's caches. */
export async function POST(request: Request): Promise<Response> {
  if (!holdsSecret(request)) {
    return new Response('Not allowed', { status: 403 })
  }
  const body = (await request.json().catch(() => null)) as RevalidateRequest | null
  const routes = strings(body?.routes, (route) => route.startsWith('/'))
  const tags = strings(body?.tags, (tag) => tag.length > 0 && tag.length <= 256)
  if (!routes.length && !tags.length) return new Response('Name at least one tag, or a route starting with /', { status: 400 })
  await revalidateNow({ tags, routes, type: body?.type === 'layout' ? 'layout' : undefined })
  return Response.json({ revalidated: { tags, routes } })
}
