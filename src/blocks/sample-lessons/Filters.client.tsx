'use client'

import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react'

import { Heading } from '@/components/Heading'
import { buttonClassName } from '@/components/button-style'
import { useInteractive } from '@/components/use-interactive'
import { FILTER_PARAM, filterQuery, resultsText, sampleShown, selectedFilters, type FilterKey } from '@/features/lesson-samples/filters'
import type { HeadingLevel } from '@/lib/sections'
import styles from './Block.module.css'

export type FilterGroup = {
  id: string
  title: string
  filters: { key: FilterKey; short: string }[]
  /** The group's samples, each rendered by the server. */
  samples: { id: string; key: FilterKey; card: ReactNode }[]
}

/**
 * The filter panel and the samples it picks. The ticked keys live in the address (`?filter=…`), so a filtered list
 * can be shared and back and forward step through the choices; the count of samples shown is announced. Without
 * JavaScript the panel is a plain form: its button sends the ticked keys and the server renders that selection
 * (`initial`).
 */
export function SampleFilters({ groups, headingLevel, initial }: { groups: FilterGroup[]; headingLevel: HeadingLevel; initial: FilterKey[] }) {
  const interactive = useInteractive()
  const panelId = useId()
  const form = useRef<HTMLFormElement>(null)
  const [selected, setSelected] = useState<ReadonlySet<FilterKey>>(() => new Set(initial))

  useEffect(() => {
    const read = () => setSelected(new Set(selectedFilters(window.location.search)))
    // Boxes ticked or cleared before this script ran are the visitor's choice; otherwise the address decides.
    const ticked = Array.from(form.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox]:checked') ?? [], (box) => box.value)
    const chosen = selectedFilters(new URLSearchParams(ticked.map((key) => [FILTER_PARAM, key])))
    if (filterQuery(chosen) !== filterQuery(initial)) {
      setSelected(new Set(chosen))
      window.history.pushState(null, '', `${window.location.pathname}${filterQuery(chosen)}${window.location.hash}`)
    } else read()
    window.addEventListener('popstate', read)
    return () => window.removeEventListener('popstate', read)
    // Runs once, when the script starts: `initial` is what the server rendered.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const choose = (next: ReadonlySet<FilterKey>) => {
    setSelected(next)
    window.history.pushState(null, '', `${window.location.pathname}${filterQuery(next)}${window.location.hash}`)
  }
  const toggle = (key: FilterKey, ticked: boolean) => {
    const next = new Set(selected)
    if (ticked) next.add(key)
    else next.delete(key)
    choose(next)
  }

  const shown = useMemo(
    () => groups.map((group) => ({ ...group, samples: group.samples.filter((sample) => sampleShown(sample.key, selected)) })).filter((group) => group.samples.length),
    [groups, selected],
  )
  const count = shown.reduce((total, group) => total + group.samples.length, 0)

  return (
    <div className={styles.layout}>
      <form ref={form} method="get" className={styles.panel} aria-labelledby={panelId} onSubmit={(event) => event.preventDefault()}>
        <div className={styles.panelHeader}>
          <p id={panelId} className={styles.panelTitle}>
            Filter by program and grade
          </p>
          <a
            href="?"
            className={styles.reset}
            onClick={(event) => {
              event.preventDefault()
              if (selected.size) choose(new Set())
            }}
          >
            Reset
          </a>
        </div>
        {groups.map((group) => (
          <fieldset key={group.id} className={styles.fieldset}>
            <legend>{group.title}</legend>
            {group.filters.map((filter) => (
              <label key={filter.key} className={styles.option}>
                <input
                  type="checkbox"
                  name="filter"
                  value={filter.key}
                  checked={selected.has(filter.key)}
                  onChange={(event) => toggle(filter.key, event.target.checked)}
                />
                {filter.short}
              </label>
            ))}
          </fieldset>
        ))}
        <noscript>
          <button type="submit" className={buttonClassName({ color: 'primary' })}>
            Show samples
          </button>
        </noscript>
      </form>
      <div className={styles.results}>
        <p role="status" className="visually-hidden">
          {interactive ? resultsText(count) : ''}
        </p>
        {count === 0 ? <p>{resultsText(0)}</p> : null}
        {shown.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`${panelId}-${group.id}`}>
            <Heading level={headingLevel} id={`${panelId}-${group.id}`} className="heading-3">
              {group.title}
            </Heading>
            <ul className={styles.cards}>
              {group.samples.map((sample) => (
                <li key={sample.id}>{sample.card}</li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
