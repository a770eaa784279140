/**
 * A link in a section is a chosen page (a relationship to pages) beside a typed address: `linkPage` beside
 * `linkUrl`, `page` beside `url`, `linkPage2` beside `linkUrl2`, `buttonRoutePage1` beside `buttonRoute1`. Blocks read only the address; the page is turned
 * into its path once, where pages are read for rendering.
 */

/** The name of the page field beside an address field: `linkUrl` → `linkPage`, `url` → `page`, `buttonRoute1` → `buttonRoutePage1`. */
export function pageFieldName(addressName: string): string {
  if (addressName === 'url') return 'page'
  if (/.Route\d*$/.test(addressName)) return addressName.replace(/Route(\d*)$/, 'RoutePage$1')
  if (!/Url\d*$/.test(addressName)) throw new Error(`A link address field's name ends in "Url" or "Route", or is "url", not "${addressName}".`)
  return addressName.replace(/Url(\d*)$/, 'Page$1')
}

/** The address field beside a page field, or null for a key that names no page field. */
export function addressFieldName(key: string): string | null {
  if (key === 'page') return 'url'
  if (/.RoutePage\d*$/.test(key)) return key.replace(/RoutePage(\d*)$/, 'Route$1')
  return /.Page\d*$/.test(key) ? key.replace(/Page(\d*)$/, 'Url$1') : null
}

const publishedPath = (value: unknown): string | null =>
  value && typeof value === 'object' && typeof (value as { path?: unknown }).path === 'string' && (value as { path: string }).path
    ? (value as { path: string }).path
    : null

/**
 * A copy of `value` where every chosen page sets the address beside it: its path when the page came populated (the
 * reader only populates pages it may show, so published ones for visitors), no address when it did not (a page
 * unpublished or deleted since), so the link is left out. Where no page is chosen, the typed address stays.
 */
export function resolvePageLinks<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => resolvePageLinks(item)) as T
  if (!value || typeof value !== 'object') return value
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = resolvePageLinks(item)
  for (const [key, item] of Object.entries(value)) {
    const address = addressFieldName(key)
    if (address && item != null && item !== '') copy[address] = publishedPath(item)
  }
  return copy as T
}

/** The links that have an address (a link whose chosen page is not shown has none), typed as having one. */
export function linksWithAddress<T extends { url?: string | null }>(links: T[] | null | undefined): (T & { url: string })[] {
  return (links ?? []).flatMap((link) => (link.url ? [{ ...link, url: link.url }] : []))
}
