import { sendPage } from './inline-scripts.mjs'
import { revalidationChannel } from './redis.mjs'

/**
 * A one-second memory of the published pages just sent (a micro-cache). In a burst of visits, a page is sent again
 * from memory for one second instead of passing through Next's request handling, which costs about ten times what
 * sending the bytes does. A publish or any other revalidation in this process forgets every page at once (see
 * `forgetRecentPages`), and with REDIS_URL one in any other instance too (`forgetOnRevalidationsElsewhere`), so an
 * edit is never held back; a page's time-based refresh comes at most a second later.
 *
 * Only plain page visits are answered: GET or HEAD, no query, no client-navigation, prefetch or server-action
 * header, no draft-mode cookie. Only pages answered 200, and the 404 page (a burst of requests for a missing address
 * costs a render each otherwise), that any cache may keep (`s-maxage`) and that set no cookie are remembered, by host
 * and path, at most `maxPages` of them (the one remembered first goes first).
 */

/** Forget-listeners of every burst cache in this process; global, so the page cache handler reaches them whatever module copy it loads. */
const LISTENERS = Symbol.for('sel-site.burst-cache.listeners')
const listeners = (globalThis[LISTENERS] ??= new Set())

/** Called when Next revalidates a tag or path (src/page-cache-handler.mjs): every burst cache forgets its pages. */
export function forgetRecentPages() {
  for (const forget of listeners) forget()
}

/** Calls `forget` whenever the burst caches forget their pages: any revalidation here, or announced by another instance. */
export function whenForgetting(forget) {
  listeners.add(forget)
}

/**
 * Revalidations announced by other instances through Redis (src/page-cache-handler.mjs announces them) empty this
 * process's burst caches too. Without REDIS_URL nothing listens. Returns the channel, to close with the server.
 */
export function forgetOnRevalidationsElsewhere(channel = revalidationChannel()) {
  channel.subscribe(forgetRecentPages)
  return channel
}

const NAVIGATION_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'next-url']
const DRAFT_COOKIE = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data)=/
/** Headers that belong to one answer on the wire, not to the page. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date'])

/** The key of a request the cache may answer, or null. */
function keyOf(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  if (!req.url?.startsWith('/') || req.url.includes('?')) return null
  if (NAVIGATION_HEADERS.some((name) => req.headers[name] !== undefined)) return null
  if (DRAFT_COOKIE.test(req.headers.cookie ?? '')) return null
  return `${req.headers.host ?? ''} ${req.url}`
}

/**
 * PAGE_MEMORY_MS: how long a page just sent is sent again from memory, 0 to 5,000 ms (default 1,000; 0 turns the
 * memory off, as the benchmarks do to measure the path behind it). Throws naming the setting when invalid.
 */
export function pageMemoryMs(value = process.env.PAGE_MEMORY_MS) {
  if (value === undefined || value === '') return 1000
  const ms = Number(value)
  if (!Number.isInteger(ms) || ms < 0 || ms > 5000) throw new Error(`PAGE_MEMORY_MS must be a whole number of milliseconds from 0 to 5000 (0 turns the page memory off), not "${value}".`)
  return ms
}

/** A published page, and the 404 page. */
const REMEMBERED_STATUS = new Set([200, 404])

const publicForCaches = (cacheControl) => /\bs-maxage=\d*[1-9]/i.test(String(cacheControl ?? '')) && !/\b(private|no-store)\b/i.test(String(cacheControl))

export function createBurstCache({ ttlMs = 1000, maxPages = 200, now = () => Date.now() } = {}) {
  const pages = new Map()
  const forget = () => pages.clear()
  listeners.add(forget)

  return {
    /** Remembers a finished page (hashInlineScripts' `onPage`), when the request and the answer qualify. */
    remember(res, entry) {
      const key = keyOf(res.req)
      if (ttlMs <= 0 || key === null || res.req.method !== 'GET' || !REMEMBERED_STATUS.has(res.statusCode)) return
      if (!publicForCaches(res.getHeader('cache-control')) || res.hasHeader('set-cookie')) return
      const headers = Object.entries(res.getHeaders()).filter(([name]) => !PER_ANSWER.has(name))
      pages.delete(key)
      pages.set(key, { status: res.statusCode, headers, entry, until: now() + ttlMs })
      if (pages.size > maxPages) pages.delete(pages.keys().next().value)
    },
    /** Sends the remembered page for this request and returns true, or returns false when there is none. */
    answer(req, res) {
      const key = keyOf(req)
      const page = key === null ? undefined : pages.get(key)
      if (!page) return false
      if (page.until <= now()) {
        pages.delete(key)
        return false
      }
      res.statusCode = page.status
      for (const [name, value] of page.headers) res.setHeader(name, value)
      // Sent from a cache without rendering, whatever Next said of the first answer.
      if (res.hasHeader('x-nextjs-cache')) res.setHeader('x-nextjs-cache', 'HIT')
      sendPage(res, { writeHead: res.writeHead, end: res.end }, page.entry)
      return true
    },
    /** Stops listening for revalidations (a server that closes). */
    close() {
      listeners.delete(forget)
      pages.clear()
    },
  }
}
