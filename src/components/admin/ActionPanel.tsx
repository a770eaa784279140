'use client'

import { ConfirmationModal, useModal } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type FormEvent, type ReactNode, useId, useState } from 'react'

import styles from './ActionPanel.module.css'

export type ActionField = { name: string; label: string; type: 'email' | 'text'; required?: boolean }

type Answer = { message?: string; errors?: { field: string; message: string }[] }
type Status = { kind: 'idle' | 'sending' | 'done' | 'failed'; message: string; field?: string }

export type ActionPanelProps = {
  title: string
  description: ReactNode
  fields: ActionField[]
  submitLabel: string
  /** Said while the request runs. */
  sending: string
  /** The CMS endpoint that takes the fields as JSON and answers `{ message, errors? }`. */
  endpoint: string
  /** What did not happen, as a failure's message starts: "The invitation could not be sent". */
  failure: string
  /** Asks before sending, for what cannot be undone. */
  confirm?: { heading: string; body: (values: Record<string, string>) => ReactNode; label: string; confirming: string }
}

/**
 * A small form above a CMS list that sends its fields to one endpoint and says the outcome: the endpoint's message,
 * under the field it names when it names one. The list reloads after a success.
 */
export function ActionPanel({ title, description, fields, submitLabel, sending, endpoint, failure, confirm }: ActionPanelProps) {
  const router = useRouter()
  const { openModal } = useModal()
  const id = useId()
  const modalSlug = `action-${id.replace(/\W/g, '')}`
  const empty = () => Object.fromEntries(fields.map((field) => [field.name, '']))
  const [values, setValues] = useState<Record<string, string>>(empty)
  const [status, setStatus] = useState<Status>({ kind: 'idle', message: '' })

  async function send() {
    setStatus({ kind: 'sending', message: sending })
    try {
      const response = await fetch(endpoint, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(values),
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      const message = answer.message ?? `${failure} (HTTP ${response.status}).`
      if (!response.ok) {
        const field = answer.errors?.[0]?.field
        setStatus({ kind: 'failed', message, field: fields.some((known) => known.name === field) ? field : undefined })
        return
      }
      setStatus({ kind: 'done', message })
      setValues(empty())
      router.refresh()
    } catch {
      setStatus({ kind: 'failed', message: `${failure}: the CMS did not answer. Check your connection and try again.` })
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault()
    if (confirm) openModal(modalSlug)
    else void send()
  }

  const fieldError = (name: string) => (status.kind === 'failed' && status.field === name ? status.message : '')

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <p>{description}</p>
      <form onSubmit={submit} noValidate>
        <div className={styles.fields}>
          {fields.map((field) => (
            <div className={styles.field} key={field.name}>
              <label htmlFor={`${id}-${field.name}`}>{field.label}</label>
              <input
                id={`${id}-${field.name}`}
                name={field.name}
                type={field.type}
                required={field.required}
                autoComplete="off"
                value={values[field.name] ?? ''}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                aria-invalid={fieldError(field.name) ? true : undefined}
                aria-describedby={fieldError(field.name) ? `${id}-${field.name}-error` : undefined}
              />
              {fieldError(field.name) ? (
                <span id={`${id}-${field.name}-error`} className={styles.error}>
                  {fieldError(field.name)}
                </span>
              ) : null}
            </div>
          ))}
          <div className={styles.actions}>
            <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={status.kind === 'sending'}>
              {submitLabel}
            </button>
          </div>
        </div>
        <p role="status" className={status.kind === 'failed' && !status.field ? styles.error : undefined}>
          {status.kind === 'failed' && status.field ? '' : status.message}
        </p>
      </form>
      {confirm ? (
        <ConfirmationModal
          modalSlug={modalSlug}
          heading={confirm.heading}
          body={confirm.body(values)}
          confirmLabel={confirm.label}
          confirmingLabel={confirm.confirming}
          onConfirm={send}
        />
      ) : null}
    </section>
  )
}
