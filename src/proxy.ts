import { NextResponse, type NextRequest } from 'next/server'

import { contentSecurityPolicy } from '@/server/csp'
import { env } from '@/server/env'
import { filterQuery, filterSegment, selectedFilters } from '@/features/lesson-samples/filters'
import { canonicalPathname, LIST_FILTER_PARAM, safeDecode } from '@/lib/paths'
import { IMAGE_OPTIMIZER } from '@/lib/image-sizes'
import { hasUndecodableSegment, isOptimizableImageAddress, isValidHost } from '@/server/request-checks'

/** Addresses that are not CMS pages: the CMS, its API, route handlers, build assets and files. */
const notPages = /^\/(?:api|admin|_next|next|files|video-thumbnail|__test__)(?:\/|$)|\.[a-z0-9]+$/i

/** A fixed address that renders the 404 page (src/app/(site)/next/no-page). */
const NO_PAGE = '/next/no-page'

/** Where a page whose address filters a list is rendered, once per set of filters (src/app/(site)/next/filtered). */
const FILTERED = '/next/filtered'

const policy = contentSecurityPolicy(env.policyHosts, { development: process.env.NODE_ENV === 'development' })

/** Pages, the admin, route handlers and files carry the site's content security policy (HSTS: scripts/serve.mjs). */
function secured(response: NextResponse) {
  response.headers.set('Content-Security-Policy', policy)
  return response
}

/** The CMS's own bookkeeping collection that no API client reads or writes. */
const INTERNAL_API = /^\/api\/payload-migrations(?:\/|$)/

const badRequest = (message: string) => new NextResponse(`${message}\n`, { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * A form posted to a page or the admin without a Server Action header is read by Next as a possible form action:
 * a body that is not valid multipart form data would make it fail with 500, so it is refused here with 400.
 */
async function unreadableForm(request: NextRequest): Promise<boolean> {
  if (request.method !== 'POST' || request.headers.has('next-action')) return false
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) return false
  try {
    await request.clone().formData()
    return false
  } catch {
    return true
  }
}

/**
 * A call of a server function carries its arguments as JSON text or as form data, and the admin's one server
 * function takes one object ({ name, args }). Anything else would make Next or the function fail with 500 before
 * any of our code runs (the CMS's unused language switch among them), so it is refused here with 400.
 */
async function unreadableAction(request: NextRequest): Promise<boolean> {
  if (request.method !== 'POST' || !request.headers.has('next-action')) return false
  try {
    // As form data, the arguments' JSON is the field "0" (the other fields hold the files it refers to).
    const text = /^multipart\/form-data/i.test(request.headers.get('content-type') ?? '') ? (await request.clone().formData()).get('0') : await request.clone().text()
    if (typeof text !== 'string') return true
    const args: unknown = JSON.parse(text)
    return !Array.isArray(args) || typeof args[0] !== 'object' || args[0] === null || Array.isArray(args[0])
  } catch {
    return true
  }
}

/**
 * Each page has one address: lowercase, trimmed levels, no trailing slash. Any other spelling of it (/PRICING,
 * /%20pricing) is sent there permanently, so only canonical addresses are rendered and kept in the page cache.
 * An address that cannot be decoded (/%ff) shows the 404 page; any other such address (the CMS, its API, files,
 * build assets) gets a short 400, as do a Host header that names no host and a form body that cannot be read.
 */
async function route(request: NextRequest) {
  const address = new URL(request.url)
  const { pathname, searchParams } = address
  if (!isValidHost(request.headers.get('host'))) return badRequest('Bad Request: the Host header does not name a host.')
  if (pathname === IMAGE_OPTIMIZER && !isOptimizableImageAddress(searchParams)) {
    return badRequest('Bad Request: the image optimizer takes media addresses as the site writes them.')
  }
  const undecodable = hasUndecodableSegment(pathname)
  if (notPages.test(pathname)) {
    if (undecodable) return badRequest('Bad Request: the address holds percent-encoding that does not decode.')
    // The CMS API reads its own form bodies (an unreadable one is answered 400 by src/cms/hooks/bad-request.ts).
    if (!pathname.startsWith('/api/') && (await unreadableForm(request))) return badRequest('Bad Request: the form data could not be read.')
    if (await unreadableAction(request)) return badRequest('Bad Request: the action arguments could not be read.')
    // The CMS's record of the migrations it ran is not for API clients, editors included.
    if (INTERNAL_API.test(pathname)) return NextResponse.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    // The CMS's screen that makes its first visitor administrator exists only in the local demo.
    if (env.SITE_ENV !== 'development' && /^\/admin\/create-first-user\/?$/i.test(pathname.split('/').map(safeDecode).join('/'))) return NextResponse.rewrite(new URL(NO_PAGE, request.url))
    return NextResponse.next()
  }
  if (await unreadableForm(request)) return badRequest('Bad Request: the form data could not be read.')
  const canonical = canonicalPathname(pathname)
  if (canonical === null) return undecodable ? NextResponse.rewrite(new URL(NO_PAGE, request.url)) : NextResponse.next()
  const requested = pathname.split('/').map(safeDecode).join('/')
  // Both keep the query.
  const target = new URL(address)
  if (requested === canonical) {
    if (!searchParams.has(LIST_FILTER_PARAM)) return NextResponse.next()
    // One address per set of known filters, in the panel's order; any other spelling is sent there.
    const filters = selectedFilters(searchParams)
    const query = new URLSearchParams(searchParams)
    query.delete('_rsc') // Next's own marker of a client navigation's request
    if (`?${query}` !== filterQuery(filters)) {
      target.search = filterQuery(filters)
      return NextResponse.redirect(target, 308)
    }
    target.pathname = `${FILTERED}/${filterSegment(filters)}${pathname === '/' ? '' : pathname}`
    target.search = ''
    return NextResponse.rewrite(target)
  }
  target.pathname = canonical.split('/').map(encodeURIComponent).join('/')
  return NextResponse.redirect(target, 308)
}

export async function proxy(request: NextRequest) {
  return secured(await route(request))
}

export const config = {
  matcher: [
    // Pages, the admin, route handlers and files. The CMS API (uploads) and build assets are left out, so their
    // requests never wait for this function and upload bodies are not buffered for it (the production server gives
    // their answers a policy that allows nothing)…
    '/((?!_next/|api/).*)',
    // …except addresses holding percent-encoding, which may not decode, and the image optimizer, whose source address
    // is checked.
    '/((?:_next|api)/.*%.*)',
    '/_next/image',
    // …and the CMS's bookkeeping that the API does not serve.
    '/api/payload-migrations/:path*',
  ],
}
