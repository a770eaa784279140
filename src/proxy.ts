import { NextResponse, type NextRequest } from 'next/server'

import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY } from '@/lib/csp'
import { env } from '@/lib/env'
import { canonicalPathname, safeDecode } from '@/lib/paths'

/** Addresses that are not CMS pages: the CMS, its API, route handlers, build assets and files. */
const notPages = /^\/(?:api|admin|_next|next|files|video-thumbnail|__test__)(?:\/|$)|\.[a-z0-9]+$/i

/** A fixed address that renders the 404 page (src/app/(site)/next/no-page). */
const NO_PAGE = '/next/no-page'

const policy = contentSecurityPolicy(env.policyHosts, { development: process.env.NODE_ENV === 'development' })

/** Every page, API answer and admin screen carries the content security policy, and HSTS in production. */
function secured(response: NextResponse) {
  response.headers.set('Content-Security-Policy', policy)
  if (env.isProduction) response.headers.set('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY)
  return response
}

/**
 * Each page has one address: lowercase, trimmed levels, no trailing slash. Any other spelling of it (/PRICING,
 * /%20pricing) is sent there permanently, so only canonical addresses are rendered and kept in the page cache.
 * An address that cannot be decoded (/%ff) shows the 404 page.
 */
function route(request: NextRequest) {
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

export function proxy(request: NextRequest) {
  return secured(route(request))
}

export const config = {
  // Everything but the build's own files and optimised images, which run no script.
  matcher: '/((?!_next/static/|_next/image).*)',
}
