/**
 * Headers the production server adds to answers as they leave, whatever produced them.
 *
 * - HSTS on every answer in production: browsers keep to HTTPS for two years once they have seen the site over it.
 * - A content security policy for answers that have none: the proxy (src/proxy.ts) gives pages, the admin, route
 *   handlers and files the site's policy; the CMS API and build files, which it leaves out so uploads are never
 *   held for it, run no scripts and get a policy that allows nothing and no framing by other sites.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains'
export const NOTHING_ALLOWED = "default-src 'none'; frame-ancestors 'self'"

export function addSecurityHeaders(res, { production }) {
  const writeHead = res.writeHead
  res.writeHead = function writeHeadWithSecurityHeaders(...args) {
    if (production) res.setHeader('strict-transport-security', STRICT_TRANSPORT_SECURITY)
    // A 304 keeps the policy the browser already holds for that answer (see inline-scripts.mjs).
    if (!res.hasHeader('content-security-policy') && res.statusCode !== 304 && args[0] !== 304) res.setHeader('content-security-policy', NOTHING_ALLOWED)
    return writeHead.apply(res, args)
  }
}

export const SIGNED_IN_CACHE_CONTROL = 'private, no-store'

/** A request that carries an editor's session: the CMS's cookie or an Authorization header. */
export const carriesSession = (headers) => Boolean(headers.authorization) || /(?:^|;\s*)payload-token=/.test(String(headers.cookie ?? ''))

/** An answer that hands out a session (signing in, refreshing the token). */
const setsSession = (res) => [res.getHeader('set-cookie') ?? []].flat().some((cookie) => /^payload-token=/.test(String(cookie)))

/**
 * The CMS API's answer to a request carrying a session, or handing one out, is for that editor alone (their account,
 * drafts, the token itself): `Cache-Control: private, no-store`, whatever the handler set, so no browser cache or CDN
 * keeps it.
 */
export function keepSignedInAnswersPrivate(req, res) {
  if (!/^\/api(?:\/|\?|$)/.test(req.url ?? '')) return
  const signedIn = carriesSession(req.headers)
  const writeHead = res.writeHead
  res.writeHead = function writeHeadPrivately(...args) {
    const headers = args.slice(1).filter((value) => value && typeof value === 'object' && !Array.isArray(value))
    const handsOut = setsSession(res) || headers.some((value) => Object.entries(value).some(([name, cookie]) => name.toLowerCase() === 'set-cookie' && [cookie].flat().some((one) => /^payload-token=/.test(String(one)))))
    if (signedIn || handsOut) {
      res.setHeader('cache-control', SIGNED_IN_CACHE_CONTROL)
      // Headers passed to writeHead itself would win over the one set here.
      for (const value of headers) for (const name of Object.keys(value)) if (name.toLowerCase() === 'cache-control') value[name] = SIGNED_IN_CACHE_CONTROL
    }
    return writeHead.apply(res, args)
  }
}
