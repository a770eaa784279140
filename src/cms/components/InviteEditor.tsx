'use client'

import { useRouter } from 'next/navigation'
import { type FormEvent, useId, useState } from 'react'

import styles from './InviteEditor.module.css'

type Answer = { message?: string; errors?: { field: string; message: string }[] }
type Status = { kind: 'idle' | 'sending' | 'done' | 'failed'; message: string; field?: 'email' | 'name' }

/**
 * Above the editors list: invites a colleague by email (POST /api/users/invite). They get a mail with a link to
 * choose their password; the list shows their account at once.
 */
export function InviteEditor() {
  const router = useRouter()
  const id = useId()
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle', message: '' })

  async function invite(event: FormEvent) {
    event.preventDefault()
    setStatus({ kind: 'sending', message: 'Sending the invitation…' })
    try {
      const response = await fetch('/api/users/invite', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, name }),
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      const message = answer.message ?? `The invitation could not be sent (HTTP ${response.status}).`
      if (!response.ok) {
        const field = answer.errors?.[0]?.field
        setStatus({ kind: 'failed', message, field: field === 'email' || field === 'name' ? field : undefined })
        return
      }
      setStatus({ kind: 'done', message })
      setEmail('')
      setName('')
      router.refresh()
    } catch {
      setStatus({ kind: 'failed', message: 'The invitation could not be sent: the CMS did not answer. Check your connection and try again.' })
    }
  }

  const fieldError = (field: 'email' | 'name') => (status.kind === 'failed' && status.field === field ? status.message : '')
  const input = (field: 'email' | 'name', label: string, value: string, set: (value: string) => void, extra: { type: string; required?: boolean; autoComplete: string }) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        name={field}
        value={value}
        onChange={(event) => set(event.target.value)}
        aria-invalid={fieldError(field) ? true : undefined}
        aria-describedby={fieldError(field) ? `${id}-${field}-error` : undefined}
        {...extra}
      />
      {fieldError(field) ? (
        <span id={`${id}-${field}-error`} className={styles.error}>
          {fieldError(field)}
        </span>
      ) : null}
    </div>
  )

  return (
    <section className={styles.invite} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Invite an editor</h2>
      <p>They get a mail with a link to choose their own password (it works for 7 days).</p>
      <form onSubmit={invite} noValidate>
        <div className={styles.fields}>
          {input('email', 'Email', email, setEmail, { type: 'email', required: true, autoComplete: 'off' })}
          {input('name', 'Name (optional)', name, setName, { type: 'text', autoComplete: 'off' })}
          <div className={styles.actions}>
            <button type="submit" className="btn btn--style-primary btn--size-medium" disabled={status.kind === 'sending'}>
              Send invitation
            </button>
          </div>
        </div>
        <p role="status" className={status.kind === 'failed' && !status.field ? styles.error : undefined}>
          {status.kind === 'failed' && status.field ? '' : status.message}
        </p>
      </form>
    </section>
  )
}
