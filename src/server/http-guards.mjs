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
