'use client'

import { Fragment, useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react'

import { Accordion } from '@/components/Accordion.client'
import { buttonClassName } from '@/components/button-style'
import { Heading } from '@/components/Heading'
import { allItemsOpen, openItem, setAllItems } from '@/lib/accordion'
import {
  deepLinkName,
  FAQ_DEEP_LINK_DELAY_MS,
  FAQ_FOCUS_DELAY_MS,
  FAQ_SCROLL_MS,
  findFaqTarget,
  highlightSegments,
  matchesKeyword,
  resultsMessage,
  searchTerm,
} from '@/blocks/faq/faq'
import { scrollToElement } from '@/lib/scroll'
import { subheadingLevel, type HeadingLevel } from '@/lib/sections'
import { useInteractive } from '@/components/use-interactive'
import styles from './Block.module.css'

export type FaqEntry = {
  key: string
  slug: string
  /** Id of the question's element. */
  id: string
  question: string
  /** The answer as plain text, searched and shown highlighted in the results. */
  answerText: string
  /** The answer rendered on the server. */
  answer: ReactNode
  /** The question's own look: its answer centred, the question small, the answer on a white panel. */
  look?: { center?: boolean | null; small?: boolean | null; white?: boolean | null }
}

/** The classes of a question's look. */
const lookClass = (look: FaqEntry['look']) =>
  [look?.center ? styles.center : '', look?.small ? styles.small : '', look?.white ? styles.white : ''].filter(Boolean).join(' ') || undefined

export type FaqGroup = {
  key: string
  /** Id of the category's element ("digital-licenses-scroll"). */
  id: string
  anchor: string
  title: string
  icon: ReactNode
  entries: FaqEntry[]
}

export const CATEGORIES_LABEL = 'Search FAQs by category:'
export const KEYWORD_LABEL = 'Search FAQ text by keyword:'

/** The text with each match of the term in a `<mark>`: React text nodes only, never HTML. */
function Highlighted({ text, term }: { text: string; term: string }) {
  return highlightSegments(text, term).map((segment, index) =>
    segment.match ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
  )
}

const firstQuestionButton = (group: FaqGroup) => document.getElementById(group.id)?.querySelector<HTMLButtonElement>('button[aria-expanded]')

/**
 * The FAQ categories as accordions with Expand All / Collapse All, the category jump links, the keyword search (its
 * matches listed with the term marked) and deep links (`/faq?question-title`, `/faq?x#category`).
 */
export function FaqBrowser({ groups, headingLevel }: { groups: FaqGroup[]; headingLevel: HeadingLevel }) {
  const baseId = useId()
  const ready = useInteractive()
  const [open, setOpen] = useState<Record<string, string[]>>({})
  const [draft, setDraft] = useState('')
  const [term, setTerm] = useState('')
  const timers = useRef<ReturnType<typeof setTimeout>[]>([])
  const keywordBox = useRef<HTMLInputElement>(null)
  const later = (action: () => void, delay: number) => void timers.current.push(setTimeout(action, delay))
  useEffect(() => () => timers.current.forEach(clearTimeout), [])
  // Text typed into the box before the script ran stays there, and Search looks for it.
  useEffect(() => {
    const typedBefore = keywordBox.current?.value
    if (typedBefore) setDraft(typedBefore)
  }, [])

  const setGroup = (key: string, keys: string[]) => setOpen((current) => ({ ...current, [key]: keys }))
  const results = useMemo(() => (term ? groups.flatMap((group) => group.entries.filter((entry) => matchesKeyword(entry, term))) : []), [groups, term])

  // A deep link opens its category or question at once and scrolls to it after 500 ms.
  useEffect(() => {
    const name = deepLinkName(window.location)
    const target = name ? findFaqTarget(groups, name) : null
    const group = groups.find((candidate) => candidate.key === target?.group)
    if (!target || !group) return
    const entry = group.entries.find((candidate) => candidate.key === target.entry)
    // Opened in the first frame after the page shows, as the address is only known in the browser.
    const frame = requestAnimationFrame(() =>
      setOpen((current) => ({
        ...current,
        [group.key]: entry ? openItem(current[group.key] ?? [], entry.key, { exclusive: false }) : group.entries.map((item) => item.key),
      })),
    )
    const timer = setTimeout(() => {
      const element = document.getElementById(entry?.id ?? group.id)
      if (element) scrollToElement(element, FAQ_SCROLL_MS)
    }, FAQ_DEEP_LINK_DELAY_MS)
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [groups])

  // A category link opens all its questions, scrolls there over 500 ms, then moves the focus to the first question.
  const jumpTo = (event: MouseEvent<HTMLAnchorElement>, group: FaqGroup) => {
    event.preventDefault()
    setTerm('')
    setDraft('')
    setGroup(
      group.key,
      group.entries.map((entry) => entry.key),
    )
    history.pushState(null, '', `#${group.id}`)
    later(() => {
      const element = document.getElementById(group.id)
      if (element) scrollToElement(element, FAQ_SCROLL_MS)
    }, 0)
    later(() => firstQuestionButton(group)?.focus({ preventScroll: true }), FAQ_FOCUS_DELAY_MS)
  }

  const itemLevel = subheadingLevel(headingLevel)
  return (
    <div className={styles.faq}>
      <nav aria-labelledby={`${baseId}-categories`} className={styles.categories}>
        <p id={`${baseId}-categories`} className={styles.label}>
          {CATEGORIES_LABEL}
        </p>
        <ul className={styles.categoryList}>
          {groups.map((group) => (
            <li key={group.key}>
              <a href={`#${group.id}`} className={styles.category} onClick={(event) => jumpTo(event, group)}>
                <span className={styles.icon}>{group.icon}</span>
                {group.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <form
        role="search"
        aria-label="FAQ"
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault()
          // The box as the visitor sees it: what they typed counts even if the page missed a keystroke.
          const typed = keywordBox.current?.value ?? draft
          setDraft(typed)
          setTerm(searchTerm(typed))
        }}
      >
        <label htmlFor={`${baseId}-keyword`} className={styles.label}>
          {KEYWORD_LABEL}
        </label>
        <div className={styles.searchRow}>
          <input
            ref={keywordBox}
            id={`${baseId}-keyword`}
            type="search"
            className={styles.input}
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value)
              // Emptying the box (or its clear button) shows every question again.
              if (!searchTerm(event.target.value)) setTerm('')
            }}
          />
          <button type="submit" className={buttonClassName({ color: 'primary' })} disabled={!ready}>
            Search
          </button>
        </div>
      </form>

      <p role="status" className={term ? styles.status : 'visually-hidden'}>
        {term ? resultsMessage(results.length, term) : ''}
      </p>

      {term && results.length ? (
        <ul className={styles.results}>
          {results.map((entry) => (
            <li key={entry.key} className={styles.result}>
              <Heading level={headingLevel} className={styles.resultQuestion}>
                <Highlighted text={entry.question} term={term} />
              </Heading>
              <p className={styles.resultAnswer}>
                <Highlighted text={entry.answerText} term={term} />
              </p>
            </li>
          ))}
        </ul>
      ) : null}

      <div hidden={Boolean(term)}>
        {groups.map((group) => {
          const keys = group.entries.map((entry) => entry.key)
          const allOpen = allItemsOpen(keys, open[group.key] ?? [])
          const headingId = `${baseId}-${group.key}`
          return (
            <section key={group.key} id={group.id} aria-labelledby={headingId} className={styles.group}>
              <div className={styles.groupHeader}>
                <Heading level={headingLevel} id={headingId} className={`heading-3 ${styles.groupTitle}`}>
                  <span className={styles.icon}>{group.icon}</span>
                  {group.title}
                </Heading>
                <button
                  type="button"
                  className={buttonClassName({ color: 'gray', className: styles.toggleAll })}
                  aria-describedby={headingId}
                  onClick={() => setGroup(group.key, setAllItems(keys, !allOpen))}
                >
                  {allOpen ? 'Collapse All' : 'Expand All'}
                </button>
              </div>
              <Accordion
                headingLevel={itemLevel}
                open={open[group.key] ?? []}
                onOpenChange={(next) => setGroup(group.key, next)}
                items={group.entries.map((entry) => ({ key: entry.key, anchor: entry.id, title: entry.question, content: entry.answer, className: lookClass(entry.look) }))}
              />
            </section>
          )
        })}
      </div>
    </div>
  )
}
