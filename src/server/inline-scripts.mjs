import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

import { keepIncompletePagesUncached } from './failed-sections.mjs'
import { scriptShapeProblems } from './framework-output.mjs'
import { inlineScriptHashes, refusedInlineScripts } from './framework-scripts.mjs'
import { loadScriptsAfterPaint } from './scripts-after-paint.mjs'

/**
 * Hash-based content security policy for inline scripts.
 *
 * Published pages are rendered once and served from the page cache, so they cannot carry a per-request nonce. Each
 * HTML answer instead lists in its `script-src` directive the SHA-256 of each inline script it contains that the
 * framework writes (src/server/framework-scripts.mjs: Next's page data, React's streaming runtime, the site's script
 * loader), recognised by its whole text: the browser runs those and refuses any other inline script, an injected one
 * included. An inline script that is not recognised is logged: an injection, or a framework upgrade that changed
 * what it writes.
 */

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

const COMPRESSORS = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => zlib.gzipSync(body, { level: 6 }),
}

/** The encoding to send a page in: brotli, else gzip, when the request accepts it (`q=0` refuses); else none. */
export function pickEncoding(acceptEncoding) {
  const accepted = new Map(
    String(acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([name]) => name)
      .map(([name, ...params]) => {
        const q = params.map((param) => param.trim().match(/^q=([\d.]+)$/)?.[1]).find(Boolean)
        return [name.trim().toLowerCase(), q === undefined ? 1 : Number(q)]
      }),
  )
  return ['br', 'gzip'].find((name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0) ?? null
}

/**
 * Pages most recently sent, by the digest of their HTML as rendered: the finished HTML (scripts after the first paint),
 * its script sources and its compressed forms of a page served from the page cache are worked out once, not on every
 * request.
 */
const recent = new Map()
const RECENT_PAGES = 100
function finished(rendered, { afterPaint }) {
  const key = createHash('sha256').update(rendered).digest('base64')
  const kept = afterPaint ? key : `${key} as rendered`
  let entry = recent.get(kept)
  if (entry) recent.delete(kept)
  else {
    const text = rendered.toString('utf8')
    const html = afterPaint ? loadScriptsAfterPaint(text) : text
    entry = { etag: `W/"${key.slice(0, 27)}"`, body: Buffer.from(html), sources: inlineScriptHashes(html), encoded: new Map() }
    // A page Next wrote whose shape the transforms do not know is named in the log (the build fails on one too).
    const problems = afterPaint && text.includes('/_next/static/') ? scriptShapeProblems(text, html) : []
    const refused = refusedInlineScripts(html)
    if (problems.length > 0) console.error(`A page is not in the shape this server transforms (a Next.js upgrade?):\n- ${problems.join('\n- ')}`)
    if (refused.length > 0) console.error(`An HTML answer holds inline scripts the framework does not write; browsers will refuse them: ${JSON.stringify(refused)}`)
  }
  recent.set(kept, entry)
  if (recent.size > RECENT_PAGES) recent.delete(recent.keys().next().value)
  return entry
}

function compressed(entry, body, encoding) {
  if (!entry.encoded.has(encoding)) entry.encoded.set(encoding, COMPRESSORS[encoding](body))
  return entry.encoded.get(encoding)
}

/** Whether an If-None-Match header names the validator (weak comparison, as for GET). */
function matches(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false
  const bare = (tag) => tag.trim().replace(/^W\//, '')
  return String(ifNoneMatch).trim() === '*' || String(ifNoneMatch).split(',').some((tag) => bare(tag) === bare(etag))
}

/** A 304 for a page the browser already holds: no body, and no policy (the one it holds carries that page's hashes). */
function notModified(res, send, callback) {
  res.statusCode = 304
  for (const name of ['content-security-policy', 'content-type', 'content-length', 'content-encoding']) res.removeHeader(name)
  send.writeHead.call(res, 304)
  return send.end.call(res, callback)
}

/**
 * Sends a finished page on `res` with the answer's headers already set: its validator (and a 304 when the request
 * names it), compressed as the browser accepts. `raw` holds the response's own writeHead and end.
 */
export function sendPage(res, raw, entry, callback) {
  let body = entry.body
  // A HEAD answer has no body to digest: it gets no validator.
  if (res.statusCode === 200 && res.req?.method !== 'HEAD') {
    res.setHeader('etag', entry.etag)
    if (matches(res.req?.headers['if-none-match'], entry.etag)) return notModified(res, raw, callback)
  }
  const contentEncoding = body.length >= 1024 && !res.hasHeader('content-encoding') ? pickEncoding(res.req?.headers['accept-encoding']) : null
  if (contentEncoding) {
    body = compressed(entry, body, contentEncoding)
    res.setHeader('content-encoding', contentEncoding)
  }
  // A HEAD answer has no body here; its length is not known and is left out.
  if (res.req?.method !== 'HEAD') res.setHeader('content-length', body.length)
  raw.writeHead.call(res, res.statusCode)
  return raw.end.call(res, body, callback)
}

/**
 * Holds back an HTML answer that carries a `script-src` policy until it is complete, moves a site page's scripts
 * after the first paint (scripts-after-paint.mjs), adds the hashes of its inline scripts to that policy and sends it,
 * compressed when the browser accepts it (worked out once per page: see `finished`). A page answered 200 gets a
 * validator made from the same digest, and a request that names it gets a 304. A page sent without a section that
 * failed to render is sent `no-store` (failed-sections.mjs). `onPage` is told of every finished page before it is
 * sent. Every other answer (files, JSON, page data for client navigation) passes through untouched and keeps
 * streaming.
 */
export function hashInlineScripts(res, { onPage } = {}) {
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
    // The CMS's admin is an application for editors, used at once: it keeps Next's own script loading.
    const entry = finished(Buffer.concat(chunks), { afterPaint: !/^\/admin(?:[/?#]|$)/.test(res.req?.url ?? '') })
    const policy = String(res.getHeader('content-security-policy'))
    res.setHeader('content-security-policy', addScriptSources(policy, entry.sources))
    const vary = String(res.getHeader('vary') ?? '')
    if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    keepIncompletePagesUncached(res, entry)
    onPage?.(res, entry)
    return sendPage(res, send, entry, callback)
  }
}
