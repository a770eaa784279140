import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import remarkSmartypants from 'remark-smartypants'
import { unified } from 'unified'

import { isHashLink, type LinkRules, NEW_TAB_NOTICE, opensInNewTab } from './links'
import { MARKDOWN_MAX_LENGTH } from './markdown-limits'
import { tableRegionLabel } from './tables'

export { MARKDOWN_MAX_LENGTH }

type HastNode = { type: string; tagName?: string; value?: string; properties?: Record<string, unknown>; children?: HastNode[] }

/** Gives each heading the site's heading style of its level (h1 → heading-1 … h6 → heading-6). */
function headingStyles() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      const level = node.type === 'element' && node.tagName ? /^h([1-6])$/.exec(node.tagName)?.[1] : undefined
      if (level) node.properties = { ...node.properties, className: [`heading-${level}`] }
      node.children?.forEach(visit)
    }
    visit(tree)
  }
}

const textOf = (node: HastNode): string => (node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join(''))

/**
 * Each table sits in its own sideways-scrolling box (`table-scroller`), so a wide table scrolls on a phone instead of
 * widening the page; the box is a region named by the table's header row, in the tab order for keyboard scrolling.
 */
function scrollingTables() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      node.children = node.children?.map((child) => {
        if (child.type !== 'element' || child.tagName !== 'table') return (visit(child), child)
        const headerRow = child.children?.find((part) => part.tagName === 'thead')?.children?.find((row) => row.tagName === 'tr')
        const headers = (headerRow?.children ?? []).filter((cell) => cell.type === 'element').map((cell) => textOf(cell).trim()).filter(Boolean)
        return {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroller'], role: 'region', ariaLabel: tableRegionLabel(headers.join(', ') || 'table'), tabIndex: 0 },
          children: [child],
        }
      })
    }
    visit(tree)
  }
}

/**
 * Links follow the site's link rule, as `Link` does: PDFs, other hosts and video players open in a new tab without
 * handing the opener over, announced by visually hidden text; '#name' links and our own pages stay in the tab.
 * Runs after sanitizing, so the attributes and the hidden text it adds are ours, not the author's.
 */
function linkTargets(rules: LinkRules) {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      const href = node.type === 'element' && node.tagName === 'a' ? node.properties?.href : undefined
      if (typeof href === 'string' && !isHashLink(href) && opensInNewTab(href, rules)) {
        node.properties = { ...node.properties, target: '_blank', rel: ['noopener', 'noreferrer'] }
        node.children = [...(node.children ?? []), newTabNotice()]
      }
      node.children?.forEach(visit)
    }
    visit(tree)
  }
}

const newTabNotice = (): HastNode => ({
  type: 'element',
  tagName: 'span',
  properties: { className: ['visually-hidden'] },
  children: [{ type: 'text', value: NEW_TAB_NOTICE }],
})

const base = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkSmartypants)
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: 'md-' })
  .use(headingStyles)
  .use(scrollingTables)
  .freeze()

const build = (rules: LinkRules) => base().use(linkTargets, rules).use(rehypeStringify).freeze()

/** One processor per set of link rules (in practice one: the site's). */
const processors = new WeakMap<LinkRules, ReturnType<typeof build>>()

function processorFor(rules: LinkRules) {
  let processor = processors.get(rules)
  if (!processor) {
    processor = build(rules)
    processors.set(rules, processor)
  }
  return processor
}

/** Deepest nesting of quotes and lists rendered; deeper markers are flattened to this depth. */
export const MARKDOWN_MAX_NESTING = 8
/** Longest run of emphasis markers (* or _) kept; longer runs are cut, as no emphasis needs more. */
const MAX_EMPHASIS_RUN = 6

/**
 * Bounds the work of rendering any text: cuts it to MARKDOWN_MAX_LENGTH, flattens quote and list nesting beyond
 * MARKDOWN_MAX_NESTING levels and shortens long runs of emphasis markers.
 */
export function boundMarkdown(markdown: string): string {
  const text = markdown.length > MARKDOWN_MAX_LENGTH ? markdown.slice(0, MARKDOWN_MAX_LENGTH) : markdown
  return text
    .split('\n')
    .map((line) => {
      const indent = /^[ \t]*/.exec(line)![0]
      const width = indent.replace(/\t/g, '    ').length
      let rest = line
      if (width > MARKDOWN_MAX_NESTING * 4) rest = ' '.repeat(MARKDOWN_MAX_NESTING * 4) + line.slice(indent.length)
      const quotes = /^([ \t]*)((?:>[ \t]?)+)/.exec(rest)
      if (quotes && (quotes[2].match(/>/g) ?? []).length > MARKDOWN_MAX_NESTING) {
        rest = quotes[1] + '> '.repeat(MARKDOWN_MAX_NESTING) + rest.slice(quotes[0].length)
      }
      return rest
    })
    .join('\n')
    .replace(/([*_])\1{6,}/g, (run) => run.slice(0, MAX_EMPHASIS_RUN))
    .replace(/(?:[*_][ \t]*){64,}/g, (run) => run.slice(0, 64))
}

/** Markdown from the CMS to safe HTML: GitHub-flavoured, smart quotes, no scripts or event handlers. */
export function renderMarkdown(markdown: string | null | undefined, rules: LinkRules): string {
  if (!markdown) return ''
  try {
    return String(processorFor(rules).processSync(boundMarkdown(markdown)))
  } catch (error) {
    console.error(`Markdown failed to render: ${error instanceof Error ? error.message : String(error)}`)
    return ''
  }
}

/** Elements whose text stands apart from what follows (a paragraph, a list item, a table cell, a line break). */
const BLOCK_ELEMENTS = new Set(['p', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'tr', 'td', 'th', 'br', 'hr'])

/**
 * Markdown as plain text, as a visitor reads it (smart quotes, no markers, link texts without addresses): for search
 * and structured data. Sanitized like the rendered text; paragraphs and list items are separated by a space.
 */
export function markdownPlainText(markdown: string | null | undefined): string {
  if (!markdown) return ''
  try {
    const processor = base()
    const tree = processor.runSync(processor.parse(boundMarkdown(markdown))) as HastNode
    const parts: string[] = []
    const visit = (node: HastNode) => {
      if (node.type === 'text' && node.value) parts.push(node.value)
      node.children?.forEach(visit)
      if (node.type === 'element' && node.tagName && BLOCK_ELEMENTS.has(node.tagName)) parts.push(' ')
    }
    visit(tree)
    return parts.join('').replace(/\s+/g, ' ').trim()
  } catch (error) {
    console.error(`Markdown failed to render: ${error instanceof Error ? error.message : String(error)}`)
    return ''
  }
}
