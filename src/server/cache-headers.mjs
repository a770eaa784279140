/**
 * How long shared caches (a CDN, the caching proxy) keep what the page route answers.
 *
 * A published page may be served by a shared cache for `sharedSeconds` (SHARED_CACHE_SECONDS, default 60), then
 * stale for up to a day while the cache fetches it again: a publish reaches visitors behind a CDN within that delay.
 * A missing page (404) or a redirect may be kept for a minute, never served stale for a day: the page route gives
 * every answer the published pages' `stale-while-revalidate`, which would keep a wrong answer long after an editor
 * publishes the page or changes the redirect. Answers that are not shared-cacheable are left alone.
 */
export const MISS_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'
export const DEFAULT_SHARED_SECONDS = 60

const isMissOrRedirect = (status) => status === 404 || (status >= 300 && status < 400 && status !== 304)
const servedStale = (value) => /stale-while-revalidate/i.test(String(value ?? ''))

/** SHARED_CACHE_SECONDS as a whole number of seconds from 1 to 86,400, or an error naming the setting. */
export function sharedCacheSeconds(value = process.env.SHARED_CACHE_SECONDS) {
  if (value === undefined || value === '') return DEFAULT_SHARED_SECONDS
  const seconds = Number(value)
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 86_400) {
    throw new Error(`SHARED_CACHE_SECONDS must be a whole number of seconds from 1 to 86400 (how long a CDN may serve a page), not "${value}".`)
  }
  return seconds
}

function pageCacheControl(status, value, sharedSeconds) {
  if (!servedStale(value)) return value
  if (isMissOrRedirect(status)) return MISS_CACHE_CONTROL
  return String(value).replace(/s-maxage=\d+/i, `s-maxage=${sharedSeconds}`)
}

export function limitCachingOfMisses(res, { sharedSeconds = DEFAULT_SHARED_SECONDS } = {}) {
  const writeHead = res.writeHead
  res.writeHead = function writeHeadWithSharedCaching(...args) {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg))
    const key = headers && Object.keys(headers).find((name) => name.toLowerCase() === 'cache-control')
    if (key) headers[key] = pageCacheControl(status, headers[key], sharedSeconds)
    const own = res.getHeader('cache-control')
    if (own !== undefined) res.setHeader('cache-control', pageCacheControl(status, own, sharedSeconds))
    return writeHead.apply(res, args)
  }
}
