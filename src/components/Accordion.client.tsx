'use client'

import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react'

import { openItem, toggleItem, type OpenItems } from '@/lib/accordion'
import type { HeadingLevel } from '@/lib/sections'
import { Heading } from './Heading'
import styles from './Accordion.module.css'
import { useInteractive } from './use-interactive'

export type AccordionItem = {
  /** Stable key of the item (the CMS row id): the open state is kept by key. */
  key: string
  /** Id of the item's element, for links and scrolling to this very item (optional). */
  anchor?: string
  title: ReactNode
  /** The panel, rendered on the server (markdown, a nested accordion…) and handed over as it is. */
  content: ReactNode
  /** The item's own look (a block's class), beside the accordion's. */
  className?: string
}

type Props = {
  items: AccordionItem[]
  /** Level of each item's heading, which holds its button. */
  headingLevel: HeadingLevel
  /** At most one item open at a time (sub-sections); otherwise each item opens on its own (content accordions). */
  exclusive?: boolean
  /** Keys open at first; all closed by default. */
  defaultOpen?: OpenItems
  /** Controlled use (an "Expand All" button beside the accordion): the keys open now, with `onOpenChange`. */
  open?: OpenItems
  onOpenChange?: (open: string[]) => void
  /** `nested`: the slimmer look of sub-sections inside an item. */
  variant?: 'default' | 'nested'
}

/**
 * The site's accordion (WAI-ARIA accordion pattern): each title is a button inside a heading, with aria-expanded and
 * aria-controls; its panel is a labelled region. Click, Enter or Space toggles an item. A closed panel's content is in
 * the page, hidden "until found", so the browser's find-in-page reaches it and opens the item.
 */
export function Accordion({ items, headingLevel, exclusive = false, defaultOpen = [], open: controlled, onOpenChange, variant = 'default' }: Props) {
  const baseId = useId()
  const [uncontrolled, setUncontrolled] = useState<OpenItems>(defaultOpen)
  const open = controlled ?? uncontrolled
  const mode = { exclusive }
  const change = (next: string[]) => {
    if (!controlled) setUncontrolled(next)
    onOpenChange?.(next)
  }
  return (
    <div className={variant === 'nested' ? `${styles.accordion} ${styles.nested}` : styles.accordion}>
      {items.map((item, index) => (
        <Item
          key={item.key}
          id={`${baseId}-${index}`}
          item={item}
          headingLevel={headingLevel}
          isOpen={open.includes(item.key)}
          onToggle={() => change(toggleItem(open, item.key, mode))}
          onFound={() => change(openItem(open, item.key, mode))}
        />
      ))}
    </div>
  )
}

type ItemProps = { id: string; item: AccordionItem; headingLevel: HeadingLevel; isOpen: boolean; onToggle: () => void; onFound: () => void }

function Item({ id, item, headingLevel, isOpen, onToggle, onFound }: ItemProps) {
  const panel = useRef<HTMLDivElement>(null)
  const buttonId = `${id}-button`
  const interactive = useInteractive()
  const panelId = `${id}-panel`

  // React writes `hidden` as a plain boolean; a closed panel becomes "until-found" once the page runs, so find-in-page
  // searches it (browsers without that value treat it as hidden). Runs before paint, after React's own update.
  useLayoutEffect(() => {
    if (!isOpen) panel.current?.setAttribute('hidden', 'until-found')
  }, [isOpen])

  // The browser found text in the closed panel and is about to show it: open the item to match.
  const found = useRef(onFound)
  useLayoutEffect(() => void (found.current = onFound))
  useEffect(() => {
    const element = panel.current
    if (!element) return
    const listener = () => found.current()
    element.addEventListener('beforematch', listener)
    return () => element.removeEventListener('beforematch', listener)
  }, [])

  return (
    <div id={item.anchor} className={item.className ? `${styles.item} ${item.className}` : styles.item}>
      <Heading level={headingLevel} className={styles.heading}>
        <button type="button" id={buttonId} className={styles.button} aria-expanded={isOpen} aria-controls={panelId} onClick={onToggle} disabled={!interactive}>
          {item.title}
        </button>
      </Heading>
      <div ref={panel} id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!isOpen}>
        {item.content}
      </div>
    </div>
  )
}
