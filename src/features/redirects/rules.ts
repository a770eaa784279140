import { normalizeRoute } from '@/lib/paths'

/** The redirect types editors choose from. */
export type RedirectType = '301' | '302'

/**
 * Addresses that belong to the CMS, its API, Next's own files and the preview routes: they are never served by
 * the page route, so a redirect from them would never apply.
 */
const RESERVED = ['/admin', '/api', '/next', '/_next']

const isAbsoluteUrl = (value: string) => /^https?:\/\//i.test(value)

/** The address a redirect applies to, stored like a page path ("Old-Page/" → "/old-page"). */
export const normalizeFrom = (value: string | null | undefined) => normalizeRoute(value)

/**
 * The target as stored: a full http(s) address is kept as typed; a site path is normalized like a page path,
 * keeping any query string or hash ("About/?tab=1" → "/about?tab=1").
 */
export function normalizeTo(value: string | null | undefined): string {
  const target = (value ?? '').trim()
  if (!target || isAbsoluteUrl(target)) return target
  const split = target.search(/[?#]/)
  return split === -1 ? normalizeRoute(target) : `${normalizeRoute(target.slice(0, split))}${target.slice(split)}`
}

export function validateFrom(value: unknown): true | string {
  if (typeof value !== 'string' || !value.trim()) return 'Enter the old address, for example /old-page.'
  if (/[\s?#]/.test(value.trim())) return 'Enter a site path without spaces, query string or hash, for example /old-page.'
  const route = normalizeFrom(value)
  if (RESERVED.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) return `${route} belongs to the CMS and cannot be redirected.`
  return true
}

export function validateTo(value: unknown, from: unknown): true | string {
  if (typeof value !== 'string' || !value.trim()) return 'Enter where visitors go: a site path such as /webinars, or a full https:// address.'
  const target = value.trim()
  if (isAbsoluteUrl(target)) {
    try {
      new URL(target)
      return true
    } catch {
      return 'Enter a valid address, for example https://blog.heartwiselearning.org/post.'
    }
  }
  if (!target.startsWith('/')) return 'Start a site path with "/" (for example /webinars), or enter a full https:// address.'
  if (/\s/.test(target)) return 'A site path cannot contain spaces.'
  const targetPath = normalizeTo(target).split(/[?#]/)[0]
  if (typeof from === 'string' && from.trim() && targetPath === normalizeFrom(from)) return 'A redirect cannot point to its own address.'
  return true
}

/** Which Next helper serves a type: permanent (308, the method-preserving 301) or temporary (307, likewise for 302). */
export const isPermanent = (type: RedirectType | null | undefined) => type !== '302'
