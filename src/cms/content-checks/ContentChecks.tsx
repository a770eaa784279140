'use client'

import { useAllFormFields, useConfig } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import { useEffect, useId, useRef, useState } from 'react'

import { sentence, setCheckItems, useCheckItems } from './check-store'
import styles from './ContentChecks.module.css'
import type { CheckItem } from './types'

/** How long the form must stay unchanged before the page is checked again. */
const CHECK_DELAY_MS = 700

const countText = (items: CheckItem[]) => {
  if (!items.length) return 'Nothing to check before publishing.'
  const stops = items.filter((item) => item.blocking).length
  const things = `${items.length} ${items.length === 1 ? 'thing' : 'things'} to check before publishing`
  return stops ? `${things}; ${stops} ${stops === 1 ? 'stops' : 'stop'} publishing until corrected.` : `${things}.`
}

const findField = (path: string) =>
  document.getElementById(`field-${path.replace(/\./g, '__')}`) ?? document.querySelector<HTMLElement>(`[data-check-path="${CSS.escape(path)}"]`)

function focusField(path: string) {
  const field = findField(path)
  if (!field) return
  const target = field.matches('input, textarea, select, button, [tabindex]') ? field : (field.querySelector<HTMLElement>('input, textarea, select, button') ?? field)
  if (target === field && !field.hasAttribute('tabindex')) field.setAttribute('tabindex', '-1')
  target.scrollIntoView({ block: 'center' })
  target.focus({ preventScroll: true })
}

/** Opens the tab and the collapsed rows around a field, then moves focus to it (the tab's fields render a moment later). */
function goToField(item: CheckItem) {
  if (item.tab) {
    const tab = [...document.querySelectorAll<HTMLButtonElement>('.tabs-field__tab-button')].find((button) => button.textContent?.trim() === item.tab)
    if (tab && !tab.classList.contains('tabs-field__tab-button--active')) tab.click()
  }
  let tries = 0
  const attempt = () => {
    const field = findField(item.path)
    if (!field || !field.isConnected) {
      if ((tries += 1) < 40) window.setTimeout(attempt, 50)
      return
    }
    let opened = false
    for (let node = field.parentElement; node; node = node.parentElement) {
      if (node.classList.contains('collapsible--collapsed')) {
        node.querySelector<HTMLButtonElement>(':scope > .collapsible__toggle-wrap .collapsible__toggle')?.click()
        opened = true
      }
    }
    // A row that was closed opens with an animation; a tab that just opened may draw its fields again.
    window.setTimeout(() => {
      focusField(item.path)
      window.setTimeout(() => {
        if (!findField(item.path)?.contains(document.activeElement)) focusField(item.path)
      }, 300)
    }, opened ? 400 : 100)
  }
  window.setTimeout(attempt, 50)
}

/**
 * The summary at the top of the page editor: the page's form data is checked a moment after each change
 * (POST /api/content-checks); every finding names its section and field and moves focus there. The same
 * findings show under the fields (./FieldWarning).
 */
export function ContentChecks() {
  const [fields] = useAllFormFields()
  const { config } = useConfig()
  const items = useCheckItems()
  const [status, setStatus] = useState<'checking' | 'done' | 'unavailable'>('checking')
  const headingId = useId()
  const sent = useRef<string | null>(null)
  const endpoint = `${config.serverURL ?? ''}${config.routes.api}/content-checks`

  useEffect(() => {
    const body = JSON.stringify({ data: reduceFieldsToValues(fields, true) })
    if (body === sent.current) return
    const controller = new AbortController()
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          credentials: 'include',
          headers: { 'Content-Type': 'application/json' },
          body,
          signal: controller.signal,
        })
        const result = (await response.json()) as { items?: CheckItem[]; unavailable?: boolean }
        sent.current = body
        setCheckItems(result.items ?? [])
        setStatus(response.ok && !result.unavailable ? 'done' : 'unavailable')
      } catch {
        if (!controller.signal.aborted) setStatus('unavailable')
      }
    }, CHECK_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [fields, endpoint])

  // Leaving the page editor clears the warnings.
  useEffect(() => () => setCheckItems([]), [])

  return (
    <section aria-labelledby={headingId} data-content-checks="" className={[styles.summary, status === 'done' && !items.length ? styles.clear : ''].join(' ')}>
      <h2 id={headingId} className={styles.heading}>
        Content checks
      </h2>
      <p className={styles.count} aria-live="polite" aria-atomic="true">
        {status === 'checking'
          ? 'Checking the page…'
          : status === 'unavailable'
            ? 'The checks could not run just now; they run again after your next change.'
            : countText(items)}
      </p>
      {status === 'done' && items.length ? (
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={`${item.path}:${item.check}`}>
              <button type="button" className={styles.goTo} onClick={() => goToField(item)}>
                {item.sectionLabel ? `${item.sectionLabel}, ${item.fieldLabel}` : item.fieldLabel}
              </button>
              {': '}
              {item.blocking ? <span className={styles.stops}>Stops publishing. </span> : null}
              {sentence(item.problem)}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
