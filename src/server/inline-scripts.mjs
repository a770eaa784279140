import { createHash } from 'node:crypto'

/**
 * Hash-based content security policy for inline scripts.
 *
 * Published pages are rendered once and served from the page cache, so they cannot carry a per-request nonce. Each
 * HTML answer instead lists the SHA-256 of every inline script it contains in its `script-src` directive: the
 * browser runs exactly those scripts (Next's page data and bootstrap) and nothing injected into the page.
 */

/** Inline scripts the browser executes: no `src`, and a JavaScript type (or none). JSON data blocks are not run. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const DATA_TYPE = /\btype\s*=\s*["']?(?!(?:text|application)\/(?:java|ecma)script|module)[^"'\s>]+/i

/** `'sha256-…'` sources for every executable inline script of an HTML document, without repeats, in order. */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/** The policy with `sources` added to its `script-src` directive (which must exist: a policy without one is kept). */
export function addScriptSources(policy, sources) {
  if (sources.length === 0) return policy
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim()
      return /^script-src(\s|$)/i.test(trimmed) ? `${trimmed} ${sources.join(' ')}` : trimmed
    })
    .filter(Boolean)
    .join('; ')
}

const isHtml = (contentType) => /^text\/html\b/i.test(String(contentType ?? ''))
const hasScriptPolicy = (policy) => /(^|;)\s*script-src\s/i.test(String(policy ?? ''))

/**
 * Holds back an HTML answer that carries a `script-src` policy until it is complete, then adds the hashes of its
 * inline scripts to that policy and sends it. Every other answer (files, JSON, page data for client navigation)
 * passes through untouched and keeps streaming.
 */
export function hashInlineScripts(res) {
  const send = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  let holding = null
  const chunks = []
  const decide = () => {
    // A 304 lets the browser reuse the page it holds, with that page's own hashes: a policy sent along would replace
    // them and block its scripts.
    if (res.statusCode === 304) res.removeHeader('content-security-policy')
    holding ??= isHtml(res.getHeader('content-type')) && hasScriptPolicy(res.getHeader('content-security-policy'))
    return holding
  }
  const toBuffer = (chunk, encoding) =>
    Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk)

  res.writeHead = function writeHead(statusCode, ...rest) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    if (typeof rest[0] === 'string') res.statusMessage = rest[0]
    res.statusCode = statusCode
    if (Array.isArray(headers)) {
      for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    }
    if (decide()) return res
    return send.writeHead.call(res, statusCode)
  }
  res.flushHeaders = function flushHeaders() {
    if (!decide()) send.flushHeaders.call(res)
  }
  res.write = function write(chunk, encoding, callback) {
    if (!decide()) return send.write.call(res, chunk, encoding, callback)
    chunks.push(toBuffer(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  res.end = function end(chunk, encoding, callback) {
    if (typeof chunk === 'function') [chunk, encoding, callback] = [undefined, undefined, chunk]
    if (typeof encoding === 'function') [encoding, callback] = [undefined, encoding]
    if (!decide()) return send.end.call(res, chunk, encoding, callback)
    if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk, encoding))
    const body = Buffer.concat(chunks)
    const policy = String(res.getHeader('content-security-policy'))
    res.setHeader('content-security-policy', addScriptSources(policy, inlineScriptHashes(body.toString('utf8'))))
    // A HEAD answer has no body here; its length is not known and is left out.
    if (res.req?.method !== 'HEAD') res.setHeader('content-length', body.length)
    send.writeHead.call(res, res.statusCode)
    return send.end.call(res, body, callback)
  }
}
