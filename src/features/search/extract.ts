import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

/**
 * What site search knows about a page: the visible words of its published sections, walked generically so that a
 * new block is searchable without a change here. Strings under keys that name something other than visible words
 * (ids, addresses, colours, choices, media, video ids, forms) are left out, and so are values that look like
 * addresses or colours whatever their key.
 */
const SKIPPED_WORDS = new Set(
  ('id ids url urls href page path anchor color colour colors background theme side align alignment level size width height ' +
    'variant style layout position icon image images media video videos thumbnail logo picture poster file form channel ' +
    'player target date time type mode mime alt status robots slug at').split(' '),
)
const SKIPPED_KEYS = new Set(['blockName'])

/** A key's words: `linkUrl` → link, url; `video_id` → video, id. */
const keyWords = (key: string) => key.split(/(?=[A-Z])|[_-]/).map((word) => word.toLowerCase())

const skippedKey = (key: string) => SKIPPED_KEYS.has(key) || keyWords(key).some((word) => SKIPPED_WORDS.has(word))

const NOT_WORDS = [/^(https?:|mailto:|tel:|\/|#)\S*$/i, /^#?[0-9a-f]{3,8}$/i, /^\d+(\.\d+)?(px|rem|em|%)?$/, /^\S+\.(pdf|jpe?g|png|gif|svg|webp|mp4)$/i]

type MdNode = { type: string; value?: string; alt?: string; children?: MdNode[] }

const markdown = unified().use(remarkParse).use(remarkGfm)

/** Block-level nodes end a line of text, so words of two paragraphs never run together. */
const BLOCK_NODES = new Set(['paragraph', 'heading', 'listItem', 'tableCell', 'blockquote', 'code', 'thematicBreak'])

/** Markdown to the words a reader sees: link text without its address, no emphasis marks, no images. */
export function markdownToText(source: string): string {
  if (!/[*_`#[\]<>|~\\]|^\s*([-+]|\d+\.)\s/m.test(source)) return collapse(source)
  const parts: string[] = []
  const visit = (node: MdNode) => {
    if (node.type === 'image' || node.type === 'imageReference' || node.type === 'html' || node.type === 'definition') return
    if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'code') parts.push(node.value ?? '')
    if (node.type === 'break') parts.push(' ')
    node.children?.forEach(visit)
    if (BLOCK_NODES.has(node.type)) parts.push('\n')
  }
  visit(markdown.parse(source) as MdNode)
  return collapse(parts.join(''))
}

const collapse = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')

const isWords = (value: string) => {
  const trimmed = value.trim()
  return Boolean(trimmed) && !NOT_WORDS.some((pattern) => pattern.test(trimmed))
}

/** Every visible string under `value`, in reading order, as plain text lines. */
export function collectText(value: unknown, key = ''): string[] {
  if (key && skippedKey(key)) return []
  if (typeof value === 'string') return isWords(value) ? [markdownToText(value)].filter(Boolean) : []
  if (Array.isArray(value)) return value.flatMap((item) => collectText(item))
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([name, item]) => collectText(item, name))
  return []
}

export type IndexablePage = {
  id: number | string
  title?: string | null
  path?: string | null
  _status?: 'draft' | 'published' | null
  sections?: unknown
  sectionsRight?: unknown
  seo?: { robots?: string[] | null } | null
  seoV2?: { robots?: string[] | null } | null
}

/** At most this many characters of a page's text are indexed: enough for any real page, bounded for a huge one. */
export const MAX_TEXT_LENGTH = 100_000

export type SearchDocument = { pageId: string; path: string; title: string; text: string }

/**
 * The row site search keeps for a page, or null when the page is not to be found: not published, without an
 * address, or asking search engines not to index it (the block gallery's demo content, the search page itself).
 */
export function searchDocument(page: IndexablePage): SearchDocument | null {
  if (page._status !== 'published' || !page.path) return null
  const robots = [...(page.seo?.robots ?? []), ...(page.seoV2?.robots ?? [])]
  if (robots.includes('noindex')) return null
  const lines = [...collectText(page.sections), ...collectText(page.sectionsRight)]
  const unique = [...new Set(lines)]
  return { pageId: String(page.id), path: page.path, title: (page.title ?? '').trim(), text: unique.join('\n').slice(0, MAX_TEXT_LENGTH) }
}
