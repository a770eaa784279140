import type { Payload } from 'payload'
import { cache } from 'react'

import { normalizeRoute } from '@/lib/paths'
import { siteOrigin } from '@/lib/seo'
import { env } from '@/server/env'
import { readPublishedPages } from '@/server/published-routes'

/** The site's public address, as its canonical links use it: the search-site domain setting, else SITE_URL. */
export const publicOrigin = cache(async (payload: Payload) => {
  const settings = await payload.findGlobal({ slug: 'siteSettings', depth: 0 })
  return siteOrigin(settings.searchSiteDomain, env.SITE_URL)
})

/** The address of each published page by its id (a page whose draft was renamed keeps its published address). */
export const publishedPaths = cache(async (payload: Payload) => new Map((await readPublishedPages(payload)).map((doc) => [String(doc.id), doc.path])))

/** Where a page is seen by visitors: its path on this site and its full public address; null when never published. */
export async function liveAddress(payload: Payload, id: number | string | null | undefined) {
  if (id === null || id === undefined) return null
  const path = (await publishedPaths(payload)).get(String(id))
  if (!path) return null
  return { path, url: `${await publicOrigin(payload)}${path}` }
}

/**
 * The page route a menu link leads to, or null for a link to another site: a path, a {publicSite} address, or a
 * full address on one of `ownOrigins`. Query and fragment are left out.
 */
export function linkedRoute(url: unknown, ownOrigins: string[]): string | null {
  if (typeof url !== 'string' || !url.trim()) return null
  const address = url.trim().replace(/^\{publicSite\}/, '')
  if (address.startsWith('/') && !address.startsWith('//')) return normalizeRoute(address.split(/[?#]/)[0])
  try {
    const parsed = new URL(address)
    return ownOrigins.some((origin) => origin === parsed.origin) ? normalizeRoute(parsed.pathname) : null
  } catch {
    return null
  }
}

/** A chosen page, as the menus store it: its id, or the page itself when read with depth. */
type ChosenPage = number | string | { id: number | string } | null | undefined
type MenuLink = { label?: string | null; page?: ChosenPage; url?: string | null }
type HeaderMenu = { navigation?: MenuLink[] | null; ctaLabel?: string | null; ctaPage?: ChosenPage; ctaUrl?: string | null }
type FooterMenu = { columns?: { heading?: string | null; links?: MenuLink[] | null }[] | null }
export type NavigationUse = { global: 'header' | 'footer'; place: string }

const chosenId = (page: ChosenPage) => (page == null || page === '' ? null : String(typeof page === 'object' ? page.id : page))

/**
 * Every place of the header's and footer's menus that leads to the page: a link that chose it (`pageId`), or, where no
 * page is chosen, a typed address of its `route`. In menu order.
 */
export function navigationUses(
  { pageId, route }: { pageId?: number | string | null; route?: string | null },
  header: HeaderMenu,
  footer: FooterMenu,
  ownOrigins: string[],
): NavigationUse[] {
  const target = route ? normalizeRoute(route) : null
  const leadsHere = (page: ChosenPage, url: unknown) => {
    const chosen = chosenId(page)
    if (chosen !== null) return pageId != null && chosen === String(pageId)
    return target !== null && linkedRoute(url, ownOrigins) === target
  }
  return [
    ...(header.navigation ?? [])
      .filter((link) => leadsHere(link.page, link.url))
      .map((link) => ({ global: 'header' as const, place: `Header menu: ${link.label ?? ''}` })),
    ...(leadsHere(header.ctaPage, header.ctaUrl) ? [{ global: 'header' as const, place: `Header button: ${header.ctaLabel || 'no text'}` }] : []),
    ...(footer.columns ?? []).flatMap((column) =>
      (column.links ?? [])
        .filter((link) => leadsHere(link.page, link.url))
        .map((link) => ({ global: 'footer' as const, place: `Footer, ${column.heading ?? ''}: ${link.label ?? ''}` })),
    ),
  ]
}
