import { safeDecode } from '../lib/paths'

/** A host name (letters, digits, hyphens, underscores; dot-separated levels), an IPv4 address or a bracketed IPv6 one. */
const HOST = /^(?:[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9_])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::(\d{1,5}))?$/i

/**
 * Whether a Host header names a host, with an optional port. Anything else (`:::`, `a:b:c`, `évil..%%/\`, an empty
 * value) cannot be part of an address, and parts of the CMS that build addresses from it would fail on it.
 */
export function isValidHost(host: string | null | undefined): boolean {
  if (!host || host.length > 255) return false
  const match = HOST.exec(host)
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65535)
}

/** Whether a raw pathname holds percent-encoding that does not decode (`/%ff`, `/%`, `/a%2`). */
export const hasUndecodableSegment = (pathname: string) => pathname.split('/').some((segment) => safeDecode(segment) === null)

/**
 * Whether an image optimizer request (`/_next/image?url=…&w=…&q=…`) names a picture the site itself would ask for:
 * a local address with no query, or with only the record's version (`?v=`). Each other spelling of the same file
 * would be optimized and kept anew, so a stranger could make the server work and fill its image cache at will.
 */
export function isOptimizableImageAddress(search: URLSearchParams): boolean {
  const url = search.get('url')
  if (!url || search.getAll('url').length > 1 || !url.startsWith('/') || url.startsWith('//')) return false
  const query = url.indexOf('?')
  return query === -1 || /^v=[0-9a-z]{1,16}$/.test(url.slice(query + 1))
}
