'use client'

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'

import { tabAfterKey } from '@/blocks/feature-section/tabs'
import { useInteractive } from '@/components/use-interactive'
import styles from './Block.module.css'

export type FeatureTab = {
  key: string
  /** What the card shows: its picture and title (the title names the tab). */
  label: ReactNode
  /** The card's title and text, rendered on the server. */
  panel: ReactNode
}

/**
 * The feature cards as a tab list (WAI-ARIA tabs, automatic activation): one card selected at a time, the first at
 * first; clicking a card or moving to it with the arrow keys, Home or End selects it and shows its panel below. Only
 * the selected card is in the Tab order.
 */
export function FeatureTabs({ label, tabs }: { label: string; tabs: FeatureTab[] }) {
  const baseId = useId()
  const [selected, setSelected] = useState(0)
  const interactive = useInteractive()
  const buttons = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent) => {
    const next = tabAfterKey(event.key, selected, tabs.length)
    if (next === null) return
    event.preventDefault()
    setSelected(next)
    buttons.current[next]?.focus()
  }

  return (
    <div className={styles.features}>
      <div role="tablist" aria-label={label} className={styles.cards} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => void (buttons.current[index] = element)}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.card}
            onClick={() => setSelected(index)}
            disabled={!interactive}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
          className={styles.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
