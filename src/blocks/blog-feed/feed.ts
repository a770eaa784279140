import { XMLParser, XMLValidator } from 'fast-xml-parser'

import { readTextWithin } from '@/server/read-body'

/**
 * Blog posts from an RSS feed, read on the server. Reading fails (with a reason, never a crash) on an HTTP status of
 * 400 or above, a feed slower than the timeout, a body over the size cap, XML that does not parse, a DOCTYPE (no DTD,
 * so no entity can expand) or a document that is not RSS.
 */
export type FeedPost = {
  title: string
  /** An http(s) address: a feed cannot make the page link to a script. */
  link: string
  /** The post's pubDate as an ISO date, or null when it has none that parses. */
  published: string | null
  /** Category names as shown, hyphens as spaces. */
  categories: string[]
}

export type ReadOptions = {
  /** The whole read, body included, ends after this long. */
  timeoutMs?: number
  /** A longer body is not read any further. */
  maxBytes?: number
}

export const FEED_TIMEOUT_MS = 3000
export const FEED_MAX_BYTES = 1024 * 1024
/** Posts kept of one feed, newest first: lists show a handful, the rest of a long feed is not held in memory. */
const MAX_POSTS = 100

/** The feed's XML text, or an error saying why it could not be read. */
export async function fetchFeedText(url: string, { timeoutMs = FEED_TIMEOUT_MS, maxBytes = FEED_MAX_BYTES }: ReadOptions = {}): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs)
  try {
    const response = await fetch(url, { signal, headers: { accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8' } })
    if (response.status >= 400) {
      await response.body?.cancel()
      throw new Error(`the feed answered HTTP ${response.status}`)
    }
    const text = await readTextWithin(response, maxBytes)
    if (text === null) throw new Error(`the feed is larger than ${maxBytes} bytes`)
    return text
  } catch (error) {
    if (signal.aborted) throw new Error(`the feed did not answer within ${timeoutMs} ms`)
    throw error
  }
}

const parser = new XMLParser({
  // Entities stay as written (the five XML ones and character references are decoded below): nothing expands.
  processEntities: false,
  ignoreAttributes: true,
  parseTagValue: false,
  cdataPropName: '#cdata',
})

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

/** The five predefined XML entities and character references, in one pass (so `&amp;lt;` stays `&lt;`). */
function decodeEntities(text: string): string {
  return text.replace(/&(?:(amp|lt|gt|quot|apos)|#(\d{1,7})|#x([0-9a-f]{1,6}));/gi, (whole, name: string | undefined, decimal, hex) => {
    if (name) return XML_ENTITIES[name.toLowerCase()] ?? whole
    const code = decimal ? Number(decimal) : parseInt(hex, 16)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

/** The text of an element: plain (entities decoded), CDATA (as written), or both; anything else has none. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return decodeEntities(value).trim()
  if (typeof value === 'number') return String(value)
  if (Array.isArray(value)) return value.map(textOf).join('')
  if (value && typeof value === 'object') {
    const { '#text': text, '#cdata': cdata } = value as Record<string, unknown>
    const raw = Array.isArray(cdata) ? cdata.join('') : typeof cdata === 'string' ? cdata : ''
    return `${textOf(text)}${raw}`.trim()
  }
  return ''
}

/** One item, or one category, comes as itself rather than a list of one. */
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])

/** A category as shown and compared: hyphens become spaces. */
export const categoryName = (category: string) => category.replace(/-/g, ' ').replace(/\s+/g, ' ').trim()

function webAddress(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

function isoDate(value: string): string | null {
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

/** The posts of an RSS document (`rss.channel.item`), newest first; items without a title or web address are left out. */
export function parseFeed(xml: string): FeedPost[] {
  if (/<!(?:DOCTYPE|ENTITY)/i.test(xml)) throw new Error('the feed declares a DOCTYPE, which is refused')
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new Error(`the feed is not well-formed XML (line ${valid.err.line}: ${valid.err.msg})`)
  const document = parser.parse(xml) as { rss?: { channel?: { item?: unknown } } }
  const channel = document.rss?.channel
  if (!channel || typeof channel !== 'object') throw new Error('the feed is not RSS (no rss.channel)')
  const posts: FeedPost[] = []
  for (const item of asList(channel.item)) {
    if (!item || typeof item !== 'object') continue
    const { title, link, pubDate, category } = item as Record<string, unknown>
    const post = {
      title: textOf(title),
      link: webAddress(textOf(link)),
      published: isoDate(textOf(pubDate)),
      categories: asList(category).map((entry) => categoryName(textOf(entry))).filter(Boolean),
    }
    if (post.title && post.link) posts.push({ ...post, link: post.link })
  }
  return newestFirst(posts).slice(0, MAX_POSTS)
}

/** Newest first by date; undated posts last, in feed order. */
const newestFirst = (posts: FeedPost[]) =>
  [...posts].sort((a, b) => (b.published ? Date.parse(b.published) : -Infinity) - (a.published ? Date.parse(a.published) : -Infinity) || 0)

/**
 * The feed's posts, or null when it cannot be read: then `warn` gets one line saying why (the server log), and the
 * visitor sees nothing of it.
 */
export async function loadFeed(url: string, { warn, ...options }: ReadOptions & { warn: (message: string) => void }): Promise<FeedPost[] | null> {
  try {
    return parseFeed(await fetchFeedText(url, options))
  } catch (error) {
    warn(`Blog feed ${url} could not be read: ${error instanceof Error ? error.message : String(error)}`)
    return null
  }
}

export const DEFAULT_MAX_POSTS = 3

/** The label that means "no category filter". */
export const ALL_CATEGORIES = 'All'

/** The categories a list is limited to: none for an empty list or one holding 'All'. */
export function chosenCategories(categories: readonly string[] | null | undefined): string[] {
  const names = (categories ?? []).map(categoryName).filter(Boolean)
  return names.some((name) => name.toLowerCase() === ALL_CATEGORIES.toLowerCase()) ? [] : names
}

/**
 * What a list shows: the newest `maxItems` posts that are in every chosen category (compared with hyphens as spaces,
 * ignoring case).
 */
export function selectPosts(posts: readonly FeedPost[], { maxItems, categories }: { maxItems?: number | null; categories?: readonly string[] | null }): FeedPost[] {
  const wanted = chosenCategories(categories).map((name) => name.toLowerCase())
  const limit = Math.max(1, Math.floor(maxItems ?? DEFAULT_MAX_POSTS))
  const matching = posts.filter((post) => {
    const has = new Set(post.categories.map((name) => name.toLowerCase()))
    return wanted.every((name) => has.has(name))
  })
  return newestFirst(matching).slice(0, limit)
}
