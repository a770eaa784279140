import path from 'node:path'

import type { Migration, Payload } from 'payload'

import { CLIENT_ADDRESS_HEADER } from '@/server/client-address.mjs'

/**
 * The CMS on a new SQLite database in `dir`, migrated, with its API route, for tests that call the CMS as the site
 * does. The settings are read once, when the configuration is first imported: call it before anything imports it.
 * The features' start-up work is left out.
 */
export async function startTestCms(dir: string, settings: Record<string, string> = {}) {
  Object.assign(process.env, settings, {
    DATABASE_URI: `file:${path.join(dir, 'site.db')}`,
    MEDIA_DIR: path.join(dir, 'media'),
    PAYLOAD_SECRET: 'a-payload-secret-for-this-test',
    PREVIEW_SECRET: 'a-preview-secret-for-this-test',
    REVALIDATE_SECRET: 'a-revalidate-secret-for-this-test',
    SESSION_KEYS: 'k'.repeat(43),
  })
  const { getPayload } = await import('payload')
  const config = (await import('@payload-config')).default
  const payload: Payload = await getPayload({ config, disableOnInit: true })
  const { migrations } = await import('@/migrations')
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
  const route = await import('@/app/(payload)/api/[...slug]/route')
  return { payload, route }
}

type CmsRoute = typeof import('@/app/(payload)/api/[...slug]/route')

/** POSTs JSON to a CMS endpoint through the site's API route, as the admin in a browser does (`token`: signed in). */
export function postToCms(route: CmsRoute, pathname: string, data: unknown, token?: string) {
  const url = new URL(pathname, 'http://localhost:3000')
  const headers: Record<string, string> = { 'content-type': 'application/json', origin: url.origin, host: url.host, [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }
  if (token) headers.authorization = `JWT ${token}`
  const slug = url.pathname.replace(/^\/api\//, '').split('/')
  return route.POST(new Request(url, { method: 'POST', body: JSON.stringify(data), headers }), { params: Promise.resolve({ slug }) })
}
