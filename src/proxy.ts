import { NextResponse, type NextRequest } from 'next/server'

import { canonicalPathname, safeDecode } from '@/lib/paths'

/** Addresses that are not CMS pages: the CMS, its API, route handlers, build assets and files. */
const notPages = /^\/(?:api|admin|_next|next|files|video-thumbnail|__test__)(?:\/|$)|\.[a-z0-9]+$/i

/** A fixed address that renders the 404 page (src/app/(site)/next/no-page). */
const NO_PAGE = '/next/no-page'

/**
 * Each page has one address: lowercase, trimmed levels, no trailing slash. Any other spelling of it (/PRICING,
 * /%20pricing) is sent there permanently, so only canonical addresses are rendered and kept in the page cache.
 * An address that cannot be decoded (/%ff) shows the 404 page.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = new URL(request.url)
  if (notPages.test(pathname)) return NextResponse.next()
  const canonical = canonicalPathname(pathname)
  if (canonical === null) {
    return pathname.split('/').some((segment) => safeDecode(segment) === null) ? NextResponse.rewrite(new URL(NO_PAGE, request.url)) : NextResponse.next()
  }
  const requested = pathname.split('/').map(safeDecode).join('/')
  if (requested === canonical) return NextResponse.next()
  const target = new URL(request.url)
  target.pathname = canonical.split('/').map(encodeURIComponent).join('/')
  target.search = search
  return NextResponse.redirect(target, 308)
}

export const config = {
  matcher: '/((?!_next/|api/|admin).*)',
}
