import type { ReactNode } from 'react'

import { tableRegionLabel } from '@/lib/tables'

import { ScrollHint } from './ScrollHint.client'
import styles from './ScrollTable.module.css'

type Props = {
  /** Names the table, and its scroll container as "Table: …" (apart from the section, which the heading names). */
  caption: string
  /** The caption is read by screen readers only (a heading above already shows the same words). */
  hideCaption?: boolean
  /** A wide table (the pricing table): never narrower than 37.5rem, scrolling sideways on small screens. */
  wide?: boolean
  className?: string
  /** The table's `thead` and `tbody` elements. */
  children: ReactNode
  /** Small print under the table. */
  note?: string | null
}

/**
 * A data table in its own horizontally scrolling container, so a wide table scrolls on a phone without widening the
 * page. The container is a labelled region in the tab order: keyboard users can focus it and scroll it with the arrow
 * keys. On a screen too narrow for it, its first column stays in place while the others scroll under it, and a hint
 * under it says that it scrolls. A server component.
 */
export function ScrollTable({ caption, hideCaption, wide, className, children, note }: Props) {
  return (
    <>
      {/* Focusable so keyboard users can scroll it (WCAG 2.1.1); the region role gives it a name when focused. */}
      <div className={[styles.scroller, className].filter(Boolean).join(' ')} role="region" aria-label={tableRegionLabel(caption)} tabIndex={0}>
        <table className={[styles.table, wide ? styles.wide : ''].filter(Boolean).join(' ')}>
          <caption className={hideCaption ? 'visually-hidden' : styles.caption}>
            {caption}
          </caption>
          {children}
        </table>
      </div>
      <ScrollHint />
      {note ? <p className={styles.note}>{note}</p> : null}
    </>
  )
}

/**
 * A second row of column headings (`labels`, the first over the row labels), as many cells as the first row has
 * (`count`): none when no heading is filled.
 */
export function SecondHeaderRow({ labels, count }: { labels?: { id?: string | null; label?: string | null }[] | null; count: number }) {
  if (!labels?.some((heading) => heading.label?.trim())) return null
  return (
    <tr className={styles.secondHeader}>
      {Array.from({ length: count }, (_, index) => (
        <th key={labels[index]?.id ?? index} scope="col">
          {labels[index]?.label}
        </th>
      ))}
    </tr>
  )
}
