'use client'

import { Fragment, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react'

import { Heading } from '@/components/Heading'
import { addressForSubmittedTerm, curriculumSearchUrl, hashForTerm, SEARCH_TERM_MAX_LENGTH, termFromHash } from '@/features/search/hash'
import type { Segment } from '@/features/search/highlight'
import { pageItems, resultCountMessage } from '@/features/search/pagination'
import { RESULTS_PER_PAGE, type SearchPage } from '@/features/search/types'
import type { HeadingLevel } from '@/lib/sections'
import styles from './Block.module.css'

export const NO_SEARCH = 'No search has been made.'
export const CURRICULUM_PROMPT = 'Looking for your curriculum resources?'
export const SEARCH_FAILED = 'Search is unavailable right now. Please try again.'

type Answer = { key: string; result?: SearchPage; failed?: boolean }

/** Matched words in a `<mark>`, the rest as plain text: built by React, never from HTML. */
const Parts = ({ parts }: { parts: Segment[] }) =>
  parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>))

const termNow = () => termFromHash(window.location.hash).slice(0, SEARCH_TERM_MAX_LENGTH)

/**
 * The search box and its results. The term comes from the address hash (#term or #q=term) at load and on back
 * and forward; Enter puts the typed term in the hash (a new history entry) so results can be shared. Sent before
 * the script has run, the form is a plain GET to this page, whose `?q=` the script moves to the hash.
 */
export function SiteSearch({
  label,
  placeholder,
  curriculumHost,
  resultHeadingLevel,
}: {
  label: string
  placeholder: string
  curriculumHost: string
  resultHeadingLevel: HeadingLevel
}) {
  const [term, setTerm] = useState('')
  const [typed, setTyped] = useState('')
  const [page, setPage] = useState(1)
  const [answer, setAnswer] = useState<Answer | null>(null)
  const status = useRef<HTMLParagraphElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const inputId = useId()

  const showTerm = useCallback((next: string) => {
    setTerm(next)
    setTyped(next)
    setPage(1)
  }, [])

  useEffect(() => {
    // Sent before the script ran, the form reloads the page with `?q=term`: show that search under the hash address.
    const submitted = addressForSubmittedTerm(window.location)
    if (submitted !== null) window.history.replaceState(null, '', submitted)
    const fromAddress = () => showTerm(termNow())
    const typedBefore = input.current?.value ?? ''
    fromAddress()
    // Text typed into the box before the script ran stays there, and Enter searches for it.
    if (!termNow() && typedBefore) setTyped(typedBefore)
    window.addEventListener('hashchange', fromAddress)
    window.addEventListener('popstate', fromAddress)
    return () => {
      window.removeEventListener('hashchange', fromAddress)
      window.removeEventListener('popstate', fromAddress)
    }
  }, [showTerm])

  // Results are kept with the search they answer: a newer term or page shows "Searching…" until its own answer.
  const key = `${page}:${term}`
  useEffect(() => {
    if (!term) return
    const request = new AbortController()
    fetch(`/api/search?${new URLSearchParams({ q: term, page: String(page) })}`, { signal: request.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        setAnswer({ key, result: (await response.json()) as SearchPage })
      })
      .catch(() => {
        if (!request.signal.aborted) setAnswer({ key, failed: true })
      })
    return () => request.abort()
  }, [term, page, key])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const next = typed.trim()
    if (next === term) return
    const { pathname, search } = window.location
    window.history.pushState(null, '', `${pathname}${search}${hashForTerm(next)}`)
    showTerm(next)
  }

  const goTo = (next: number) => {
    setPage(next)
    status.current?.focus()
  }

  const current = term && answer?.key === key ? answer : null
  const result = current?.result ?? null
  const message = !term ? '' : !current ? 'Searching…' : current.failed ? SEARCH_FAILED : result ? resultCountMessage(result.total, term) : ''

  return (
    <div className={styles.search}>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={placeholder}
          autoComplete="on"
          maxLength={SEARCH_TERM_MAX_LENGTH}
        />
        <button type="submit" className={styles.button}>
          Search
        </button>
      </form>
      {term ? (
        <div className={styles.curriculum}>
          <p>{CURRICULUM_PROMPT}</p>
          <a href={curriculumSearchUrl(curriculumHost, term)}>{`Search for "${term}"`}</a>
        </div>
      ) : (
        <p>{NO_SEARCH}</p>
      )}
      <p role="status" aria-live="polite" className={styles.status} ref={status} tabIndex={-1}>
        {message}
      </p>
      {result?.results.length ? (
        <ol className={styles.results} aria-label="Search results" start={(result.page - 1) * RESULTS_PER_PAGE + 1}>
          {result.results.map((hit) => (
            <li key={hit.path} className={styles.result}>
              <Heading level={resultHeadingLevel} className="heading-4">
                <a href={hit.path}>
                  <Parts parts={hit.titleParts} />
                </a>
              </Heading>
              {hit.snippet.length ? (
                <p className={styles.snippet}>
                  <Parts parts={hit.snippet} />
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
      {result && result.pages > 1 ? <Pagination current={result.page} pages={result.pages} onPage={goTo} /> : null}
    </div>
  )
}

function Pagination({ current, pages, onPage }: { current: number; pages: number; onPage: (page: number) => void }) {
  return (
    <nav aria-label="Search results pages" className={styles.pagination}>
      <ul>
        <li>
          <button type="button" disabled={current <= 1} onClick={() => onPage(current - 1)}>
            Previous<span className="visually-hidden"> page</span>
          </button>
        </li>
        {pageItems(current, pages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-current={item === current ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={() => onPage(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" disabled={current >= pages} onClick={() => onPage(current + 1)}>
            Next<span className="visually-hidden"> page</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
