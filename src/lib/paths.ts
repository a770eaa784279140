/**
 * A page's path as editors type it ("elementary-school-curriculum/digital-program", "/" or empty for the
 * homepage) is stored as the route a visitor requests ("/elementary-school-curriculum/digital-program", "/").
 */
export function normalizeRoute(input: string | null | undefined): string {
  const segments = (input ?? '')
    .trim()
    .toLowerCase()
    .split('/')
    .map((segment) => segment.trim())
    .filter(Boolean)
  return `/${segments.join('/')}`
}

/** The route of a catch-all page's segments, which arrive already decoded: they are never decoded a second time. */
export function segmentsToRoute(segments: string[] | undefined): string {
  return normalizeRoute((segments ?? []).join('/'))
}

/** decodeURIComponent that answers null for malformed percent-encoding instead of throwing. */
export function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * The canonical address of a requested pathname (lowercase, trimmed segments, no trailing slash), or null when it is
 * not a plain site path (malformed encoding, control characters, backslashes, encoded slashes).
 */
export function canonicalPathname(pathname: string): string | null {
  const segments = pathname.split('/').map(safeDecode)
  if (segments.some((segment) => segment === null || /[\\/\u0000-\u001f\u007f]/.test(segment))) return null
  return normalizeRoute(segments.join('/'))
}

/**
 * Whether a path taken from a query parameter names a page of this site: one leading "/", no "//" or "/\\", no
 * backslashes, control characters or encoded slashes, before or after decoding.
 */
export function isSafeRedirectPath(input: string | null | undefined): input is string {
  if (typeof input !== 'string' || !input.startsWith('/') || input.startsWith('//')) return false
  if (/[\\\u0000-\u001f\u007f]|%2f|%5c/i.test(input)) return false
  const decoded = safeDecode(input)
  return decoded !== null && !decoded.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(decoded)
}

/** Percent-encodes what a Location header cannot carry as it is (spaces, letters beyond ASCII). */
const encodeBeyondAscii = (value: string) => value.replace(/[^\x21-\x7e]/gu, (char) => (char.isWellFormed() ? encodeURIComponent(char) : '%EF%BF%BD'))

/**
 * The page route to redirect a visitor to from a query parameter: a safe site path, normalised, ready for a
 * Location header; otherwise the homepage.
 */
export function safeRedirectPath(input: string | null | undefined): string {
  return isSafeRedirectPath(input) ? encodeBeyondAscii(normalizeRoute(input.split(/[?#]/)[0])) : '/'
}

/** Each level may hold lowercase letters, digits and hyphens; "/" alone is the homepage. */
export function validateRoute(input: string | null | undefined): true | string {
  const route = normalizeRoute(input)
  if (route === '/') return true
  if (route.slice(1).split('/').every((segment) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(segment))) return true
  return 'Use lowercase letters, digits and hyphens, with "/" between levels, for example elementary-school-curriculum/digital-program.'
}

/**
 * The query parameter of a filtered list (`?filter=a&filter=b`). A page address carrying it is rendered for its
 * request, so a list's filter form works as a plain form without JavaScript; every other page is served from cache.
 */
export const LIST_FILTER_PARAM = 'filter'
