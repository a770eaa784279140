import 'server-only'

import { collectionTag } from '@/lib/cache-tags'
import { cachedRead, payloadClient } from '@/server/content'
import type { Redirect } from '@/payload-types'

const allRedirects = cachedRead(
  'redirects',
  () => [collectionTag('redirects')],
  async () => {
    const payload = await payloadClient()
    const { docs } = await payload.find({
      collection: 'redirects',
      select: { from: true, to: true, type: true },
      depth: 0,
      limit: 0,
      pagination: false,
    })
    return docs.map(({ from, to, type }) => ({ from, to, type }))
  },
)

/**
 * The redirect for an address, if any. A database error is logged and counts as no redirect, so a failing
 * lookup never stops a page (or the not-found page) from being served.
 */
export async function findRedirect(route: string): Promise<Pick<Redirect, 'from' | 'to' | 'type'> | null> {
  try {
    return (await allRedirects()).find((redirect) => redirect.from === route) ?? null
  } catch (error) {
    console.error(`Could not load the redirects: ${(error as Error).message}`)
    return null
  }
}
