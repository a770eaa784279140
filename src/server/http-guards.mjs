/**
 * Checks the production HTTP server makes before Next sees a request.
 *
 * Next cannot serve the methods the Fetch standard forbids: for TRACE (and TRACK) it fails to build its request
 * object and answers 500, and a CONNECT request never reaches a request handler, so Node drops the connection.
 * The server answers every method it does not serve with a short 405 instead.
 *
 * Use: `if (rejectUnsupportedMethod(req, res)) return` first thing in the 'request' handler, and
 * `server.on('connect', refuseConnect)`.
 */

/** The methods the site serves: pages, route handlers and the CMS API. */
export const SUPPORTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

const ALLOW = SUPPORTED_METHODS.join(', ')
const BODY = 'Method Not Allowed\n'

/** Answers 405 (with Allow) to a method the site does not serve and returns true; returns false for the others. */
export function rejectUnsupportedMethod(req, res) {
  if (SUPPORTED_METHODS.includes(req.method)) return false
  res.writeHead(405, {
    Allow: ALLOW,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(BODY),
    'Cache-Control': 'no-store',
  })
  res.end(BODY)
  return true
}

/** A 'connect' listener for the HTTP server: answers CONNECT with 405 and closes the connection. */
export function refuseConnect(_req, socket) {
  socket.on('error', () => {})
  socket.end(
    [
      'HTTP/1.1 405 Method Not Allowed',
      `Allow: ${ALLOW}`,
      'Content-Type: text/plain; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(BODY)}`,
      'Cache-Control: no-store',
      'Connection: close',
      '',
      BODY,
    ].join('\r\n'),
  )
}

const plain = (res, status, message, headers = {}) => {
  const body = `${message}\n`
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  })
  res.end(body)
  return true
}

/**
 * The request target: `*` is answered here (OPTIONS * lists the methods; any other method with it is a 400), and an
 * absolute-form target (`GET http://host/path`) is served as its path when it names this site's host, else refused
 * with 400, so nothing downstream builds a redirect to a host the client chose. Returns true when it answered.
 */
export function answerRequestTarget(req, res) {
  const target = req.url ?? ''
  if (target === '*') {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: ALLOW, 'Cache-Control': 'no-store' }).end()
      return true
    }
    return plain(res, 400, 'Bad Request: the target * is only for OPTIONS.')
  }
  if (target.startsWith('/')) return false
  let url
  try {
    url = new URL(target)
  } catch {
    return plain(res, 400, 'Bad Request: the request target is not a path.')
  }
  if (!/^https?:$/.test(url.protocol) || url.host.toLowerCase() !== String(req.headers.host ?? '').toLowerCase()) {
    return plain(res, 400, 'Bad Request: the request target names another host.')
  }
  req.url = `${url.pathname}${url.search}`
  return false
}

/**
 * The largest request body each kind of address takes, checked from Content-Length before anything reads the body:
 * uploads to the CMS's file collections, the lead and report endpoints (a few kilobytes), and everything else (CMS
 * documents, admin actions, forms).
 */
export const BODY_LIMITS = [
  { pattern: /^\/api\/constant-contact\//, bytes: 8 * 1024 },
  { pattern: /^\/api\/csp-report(?:\/|$)/, bytes: 16 * 1024 },
  { pattern: /^\/api\/(?:media|documents)(?:\/|$)/, bytes: 25 * 1024 * 1024 },
  { pattern: /^\//, bytes: 4 * 1024 * 1024 },
]

const limitOf = (pathname) => BODY_LIMITS.find(({ pattern }) => pattern.test(pathname)).bytes

/**
 * The path Next routes a request path to, as URL parsing reads it: dot segments resolved (`.`, `..`, `%2e%2e`),
 * backslashes taken as slashes, and percent-encoded letters, digits and `-._~` decoded.
 */
export function routedPath(pathname) {
  let resolved
  try {
    resolved = new URL(pathname.startsWith('/') ? pathname : `/${pathname}`, 'http://site.invalid').pathname
  } catch {
    return pathname
  }
  return resolved.replace(/%([0-9a-f]{2})/gi, (escape, hex) => {
    const character = String.fromCharCode(parseInt(hex, 16))
    return /[A-Za-z0-9\-._~]/.test(character) ? character : escape
  })
}

/** The limit of a request path: the smallest of the path as sent and as routed, so no spelling gets a larger one. */
export const bodyLimitFor = (pathname) => Math.min(limitOf(pathname), limitOf(routedPath(pathname)))

/** Spellings of a path that address another one: dot segments (also encoded), encoded slashes, backslashes, `//`. */
const UNPLAIN_PATH = /%2e|%2f|%5c|\\|\/\/|(?:^|\/)\.{1,2}(?:\/|$)/i

/**
 * The CMS API and route handlers take their addresses only in plain form (400 otherwise): browsers and the admin
 * never send another, and a spelling such as /api/media/../users/login would otherwise be read under the limits of
 * an address it does not reach. Returns true when it answered.
 */
export function rejectUnplainApiPath(req, res) {
  const pathname = (req.url ?? '/').split('?')[0]
  if (!/^\/api(?:\/|$)/i.test(pathname) && !/^\/api(?:\/|$)/i.test(routedPath(pathname))) return false
  if (!UNPLAIN_PATH.test(pathname)) return false
  return plain(res, 400, 'Bad Request: write the address without dot segments, encoded slashes or dots, or double slashes.', { Connection: 'close' })
}

/**
 * Refuses a body larger than its address takes (413), and one whose size is not given up front (411: a chunked
 * body could only be measured by reading it; browsers always send a length). Returns true when it answered; the
 * connection is closed, so the unread body is not read either.
 */
export function rejectOversizedBody(req, res) {
  const length = req.headers['content-length']
  const chunked = req.headers['transfer-encoding'] !== undefined
  if (!length && !chunked) return false
  const limit = bodyLimitFor((req.url ?? '/').split('?')[0])
  if (chunked && !length) return plain(res, 411, 'Length Required: send the body with a Content-Length.', { Connection: 'close' })
  if (Number(length) > limit) {
    return plain(res, 413, `Payload Too Large: this address takes at most ${limit} bytes.`, { Connection: 'close' })
  }
  return false
}

/**
 * The server functions the site's own code defines, by id, from the build's server-reference manifest. Those of
 * packages are left out: the CMS's language switch (never shown with one admin language) fails with 500 on any call.
 */
export function ownServerFunctions(manifest) {
  return new Set(Object.entries(manifest?.node ?? {}).filter(([, entry]) => !String(entry?.filename ?? '').includes('node_modules')).map(([id]) => id))
}

/** Refuses (400) a server function call whose id is not one of `own`. Returns true when it answered. */
export function rejectForeignServerFunction(req, res, own) {
  const id = req.headers['next-action']
  if (id === undefined || own.has(id)) return false
  return plain(res, 400, 'Bad Request: this site has no such server function.')
}

/**
 * Time limits of the HTTP server: the headers within 20 s and the whole request within 60 s (a body trickling in
 * is cut off), checked every 5 s. An idle keep-alive connection stays open 65 s, longer than a proxy keeps its idle
 * upstream ones (nginx and most load balancers 60 s): the proxy closes first and never sends a request into a
 * connection the server is closing, and a client that pauses a few seconds between requests never meets a close.
 */
export const SERVER_LIMITS = { headersTimeout: 20_000, requestTimeout: 60_000, keepAliveTimeout: 65_000, connectionsCheckingInterval: 5_000, maxHeaderSize: 16 * 1024 }

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * The local demo has one address: a request that reaches it by another loopback name on the same port
 * (`127.0.0.1:3000` for `localhost:3000`) is sent to the configured one, path and query kept (308). Sign-in
 * cookies, the CMS's session and its request checks all belong to one host, and on another they would fail.
 * `siteUrl` is the configured address; returns true when it answered.
 */
export function redirectOtherLoopbackName(req, res, siteUrl) {
  let site
  let requested
  try {
    site = new URL(siteUrl)
    requested = new URL(`http://${req.headers.host ?? ''}`)
  } catch {
    return false
  }
  if (!LOOPBACK_NAMES.has(site.hostname) || !LOOPBACK_NAMES.has(requested.hostname)) return false
  if (requested.hostname === site.hostname || (requested.port || '80') !== (site.port || '80')) return false
  const location = `${site.origin}${req.url?.startsWith('/') ? req.url : '/'}`
  return plain(res, 308, `Permanent Redirect: this site is served at ${site.origin}.`, { Location: location })
}
