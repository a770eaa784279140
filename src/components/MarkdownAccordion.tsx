import type { ReactNode } from 'react'

import type { HeadingLevel } from '@/lib/sections'
import { Accordion } from './islands.client'
import { Markdown } from './Markdown'

export type MarkdownAccordionItem = {
  /** The CMS row id; the position in the list when missing. */
  id?: string | null
  title: string
  /** Markdown, rendered here on the server. */
  text?: string | null
  /** More content under the text, such as a nested accordion. */
  children?: ReactNode
}

/**
 * An accordion of markdown items: the text is rendered on the server and handed to the small accordion island as
 * finished panels, so no markdown code ships to the browser.
 */
export function MarkdownAccordion({
  items,
  headingLevel,
  exclusive,
  variant,
}: {
  items: MarkdownAccordionItem[]
  headingLevel: HeadingLevel
  exclusive?: boolean
  variant?: 'default' | 'nested'
}) {
  if (!items.length) return null
  return (
    <Accordion
      headingLevel={headingLevel}
      exclusive={exclusive}
      variant={variant}
      items={items.map((item, index) => ({
        key: item.id ?? `item-${index}`,
        title: item.title,
        content: (
          <>
            <Markdown text={item.text} />
            {item.children}
          </>
        ),
      }))}
    />
  )
}
