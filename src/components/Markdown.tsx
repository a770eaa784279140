import { env } from '@/server/env.server'
import { renderMarkdown } from '@/lib/markdown'
import styles from './Markdown.module.css'

/** Markdown from the CMS, rendered and sanitized on the server; its links follow the site's link rule. */
export function Markdown({ text, className }: { text: string | null | undefined; className?: string }) {
  const html = renderMarkdown(text, env.linkRules)
  if (!html) return null
  return <div className={[styles.markdown, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />
}
