import { draftMode, headers } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { cache } from 'react'

import { findRedirect } from '@/features/redirects/data'
import { isPermanent } from '@/features/redirects/rules'
import { getDefaultTheme, getPage, payloadClient } from '@/server/content'
import { segmentsToRoute } from '@/lib/paths'
import type { Page, Theme } from '@/payload-types'

export type RouteParams = Promise<{ path?: string[] }>

/** The page for a route, read once per request (the layout, the head's metadata and the body share it). */
const loadRoute = cache(async (route: string, namesNoPage: boolean) => {
  // Drafts need both the preview cookie and a live editor session: after signing out, the published page shows.
  const { isEnabled: previewing } = await draftMode()
  const draft = previewing && Boolean((await (await payloadClient()).auth({ headers: await headers() })).user)
  const page = namesNoPage ? null : await getPage(route, draft)
  return { route, draft, page }
})

export async function loadPage(params: RouteParams) {
  const segments = (await params).path
  // A level holding a slash, backslash or control character (encoded in the address) names no page.
  return loadRoute(segmentsToRoute(segments), Boolean(segments?.some((segment) => /[\\/\u0000-\u001f\u007f]/.test(segment))))
}

/** The page's own theme, else the site's default (also for the 404 message). */
export async function pageTheme(page: Page | null): Promise<Theme | null> {
  return typeof page?.theme === 'object' && page.theme ? page.theme : getDefaultTheme()
}

/** Where no page is published, a redirect from the CMS may send the visitor on (a page at the same address wins). */
export async function redirectOrNotFound(route: string): Promise<never> {
  const found = await findRedirect(route)
  if (!found) notFound()
  return isPermanent(found.type) ? permanentRedirect(found.to) : redirect(found.to)
}
