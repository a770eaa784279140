'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

import type { MarketingFormId } from './forms'
import { FORM_LOAD_ERROR, formElementId, mountForm, nearViewport, reportSuccess, type SuccessCallbacks } from './loader'
import styles from './MarketingForm.module.css'

export type MarketingFormProps = SuccessCallbacks & {
  /** The provider's base address and account (munchkin) id, from the server's settings. */
  baseUrl: string
  accountId: string
  formId: MarketingFormId
  /** The form's accessible name. */
  label: string
  /** Shown in place of the form once it is sent. */
  success?: ReactNode
}

type Status = 'loading' | 'ready' | 'failed' | 'sent'

/**
 * A form of the marketing-automation provider: the provider renders it into the page's `<form id="mktoForm_<id>">`
 * once the form comes near the window.
 * Once sent, the form hides and `success` shows in its place; the callbacks run per form (loader.ts `reportSuccess`).
 * If the provider cannot be reached, the visitor reads a message instead of an empty box.
 */
export function MarketingForm({ baseUrl, accountId, formId, label, success, ...callbacks }: MarketingFormProps) {
  const [status, setStatus] = useState<Status>('loading')
  const latest = useRef(callbacks)
  const successRef = useRef<HTMLDivElement>(null)
  const wrapper = useRef<HTMLDivElement>(null)

  useEffect(() => {
    latest.current = callbacks
  })

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    nearViewport(wrapper.current!, signal)
      .then(() => mountForm({ baseUrl, accountId, formId }, signal))
      .then((form) => {
        if (signal.aborted) return
        setStatus('ready')
        form.onSuccess(() => {
          setStatus('sent')
          reportSuccess(formId, latest.current)
          // Stay on the page instead of following the provider's redirect.
          return false
        })
      })
      .catch(() => {
        if (!signal.aborted) setStatus('failed')
      })
    return () => controller.abort()
  }, [baseUrl, accountId, formId])

  useEffect(() => {
    if (status === 'sent') successRef.current?.focus()
  }, [status])

  return (
    <div ref={wrapper} className={styles.wrapper} aria-busy={status === 'loading'}>
      <form id={formElementId(formId)} aria-label={label} className={styles.form} hidden={status === 'sent' || status === 'failed'} />
      {status === 'failed' ? (
        <p role="alert" className={styles.error}>
          {FORM_LOAD_ERROR}
        </p>
      ) : null}
      {status === 'sent' && success ? (
        <div ref={successRef} tabIndex={-1} role="status" className={styles.success}>
          {success}
        </div>
      ) : null}
    </div>
  )
}
