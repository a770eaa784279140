import rehypeSanitize, { defaultSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import remarkSmartypants from 'remark-smartypants'
import { unified } from 'unified'

type HastNode = { type: string; tagName?: string; properties?: Record<string, unknown>; children?: HastNode[] }

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

/** External links in content open in a new tab without handing the opener over. */
function safeExternalLinks() {
  return (tree: HastNode) => {
    const visit = (node: HastNode) => {
      const href = node.tagName === 'a' ? node.properties?.href : undefined
      if (typeof href === 'string' && /^https?:\/\//i.test(href)) {
        node.properties = { ...node.properties, target: '_blank', rel: ['noopener', 'noreferrer'] }
      }
      node.children?.forEach(visit)
    }
    visit(tree)
  }
}

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkSmartypants)
  .use(remarkRehype)
  .use(rehypeSanitize, { ...defaultSchema, clobberPrefix: 'md-' })
  .use(headingStyles)
  .use(safeExternalLinks)
  .use(rehypeStringify)
  .freeze()

/** Markdown from the CMS to safe HTML: GitHub-flavoured, smart quotes, no scripts or event handlers. */
export function renderMarkdown(markdown: string | null | undefined): string {
  if (!markdown) return ''
  return String(processor.processSync(markdown))
}
