/**
 * A missing page (404) or a redirect may be kept by a CDN for a minute, never served stale for a day: the page
 * route gives every answer the published pages' `stale-while-revalidate`, which would keep a wrong answer long after
 * an editor publishes the page or changes the redirect. Answers that are not shared-cacheable are left alone.
 */
export const MISS_CACHE_CONTROL = 'public, max-age=0, s-maxage=60'

const isMissOrRedirect = (status) => status === 404 || (status >= 300 && status < 400 && status !== 304)
const servedStale = (value) => /stale-while-revalidate/i.test(String(value ?? ''))

export function limitCachingOfMisses(res) {
  const writeHead = res.writeHead
  res.writeHead = function writeHeadWithMissCaching(...args) {
    const status = typeof args[0] === 'number' ? args[0] : res.statusCode
    if (isMissOrRedirect(status)) {
      const headers = args.find((arg, index) => index > 0 && arg && typeof arg === 'object' && !Array.isArray(arg))
      const key = headers && Object.keys(headers).find((name) => name.toLowerCase() === 'cache-control')
      if (key && servedStale(headers[key])) headers[key] = MISS_CACHE_CONTROL
      if (servedStale(res.getHeader('cache-control'))) res.setHeader('cache-control', MISS_CACHE_CONTROL)
    }
    return writeHead.apply(res, args)
  }
}
