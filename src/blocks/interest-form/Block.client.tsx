'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { buttonClassName } from '@/components/button-style'
import { Heading } from '@/components/Heading'
import { sendInterestForm, SEND_FAILED_MESSAGE } from '@/features/leads/client'
import { HONEYPOT_FIELD } from '@/features/leads/api'
import { countries, requiresState, SELECT_PLACEHOLDER, stateOptionsFor, type ReferenceOption } from '@/features/leads/reference'
import {
  firstInvalidField,
  MAX_LENGTHS,
  validateInterestForm,
  type InterestFormErrors,
  type InterestFormField,
  type InterestFormKind,
} from '@/features/leads/validation'
import type { HeadingLevel } from '@/lib/sections'
import { useInteractive } from '@/components/use-interactive'
import styles from './Block.module.css'

export const THANK_YOU_TITLE = 'Thank You!'
export const THANK_YOU_TEXT = 'Your submission has been received.'
export const SUBMIT_LABEL = 'Submit'
export const SENDING_LABEL = 'Sending…'

export const CHECKBOX_LABELS = {
  inResearch: 'I am researching social-emotional learning programs for my school or organization.',
  sendUpdates: 'Send me news, resources and event invitations by email.',
} as const

type TextFieldName = 'firstName' | 'lastName' | 'title' | 'email' | 'phone' | 'orgName'

/** The text fields in form order, with what browsers need to fill them in. */
const TEXT_FIELDS: { name: TextFieldName; label: string; autoComplete: string; type: 'text' | 'email' | 'tel' }[] = [
  { name: 'firstName', label: 'First name', autoComplete: 'given-name', type: 'text' },
  { name: 'lastName', label: 'Last name', autoComplete: 'family-name', type: 'text' },
  { name: 'title', label: 'Title', autoComplete: 'organization-title', type: 'text' },
  { name: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { name: 'orgName', label: 'Organization or site name', autoComplete: 'organization', type: 'text' },
]

type Values = Record<TextFieldName | 'country' | 'state_code' | 'honeypot', string> & { inResearch: boolean; sendUpdates: boolean }

const EMPTY: Values = {
  inResearch: false,
  sendUpdates: false,
  firstName: '',
  lastName: '',
  title: '',
  email: '',
  phone: '',
  orgName: '',
  country: '',
  state_code: '',
  honeypot: '',
}

/** Fields a visitor sees; a message for any other field (the hidden campaign id) cannot be fixed in the form. */
const VISIBLE_FIELDS = new Set<InterestFormField>(['inResearch', 'sendUpdates', ...TEXT_FIELDS.map((field) => field.name), 'country', 'state_code'])

/** A random id for one filled form; crypto.randomUUID needs a secure context, so plain random bytes stand in elsewhere. */
function newSubmissionId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

type Props = {
  kind: InterestFormKind
  /** '' for this site, the content site's address for the second form. */
  apiBase: string
  campaignId: string
  /** The form's accessible name. */
  label: string
  /** Level of the 'Thank You!' heading that replaces the form. */
  headingLevel: HeadingLevel
}

/**
 * An interest form: validated on submit with the shared rules, each message under its field and the
 * focus on the first invalid one; then sent (lookup, update or create). Success replaces the form by the thank-you
 * text; a failure keeps every value and says so in an alert. One submission id per filled form, reused on retry.
 */
export function InterestFormFields({ kind, apiBase, campaignId, label, headingLevel }: Props) {
  const id = useId()
  const interactive = useInteractive()
  const [values, setValues] = useState<Values>(EMPTY)
  const [errors, setErrors] = useState<InterestFormErrors>({})
  const [status, setStatus] = useState<'editing' | 'sending' | 'sent'>('editing')
  const [failure, setFailure] = useState('')
  const submissionId = useRef<string | null>(null)
  const thanks = useRef<HTMLHeadingElement>(null)
  /** Where the focus goes once the next render is on screen. */
  const focusNext = useRef<InterestFormField | 'submit' | 'thanks' | null>(null)

  const fieldId = (name: string) => `${id}-${name}`

  useEffect(() => {
    const target = focusNext.current
    if (!target) return
    focusNext.current = null
    ;(target === 'thanks' ? thanks.current : document.getElementById(`${id}-${target}`))?.focus()
  })

  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }))
  const showErrors = (found: InterestFormErrors) => {
    setErrors(found)
    const first = firstInvalidField(found)
    if (first && VISIBLE_FIELDS.has(first)) focusNext.current = first
    else setFailure(SEND_FAILED_MESSAGE)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (status !== 'editing') return
    setFailure('')
    const { honeypot, ...fields } = values
    const result = validateInterestForm({ ...fields, campaignId }, { form: kind })
    if (!result.ok) return showErrors(result.errors)
    setErrors({})
    setStatus('sending')
    submissionId.current ??= newSubmissionId()
    const outcome = await sendInterestForm({ apiBase, kind, form: result.value, submissionId: submissionId.current, honeypot })
    if (outcome.status === 'sent') {
      focusNext.current = 'thanks'
      setStatus('sent')
      return
    }
    setStatus('editing')
    if (outcome.status === 'invalid') return showErrors(outcome.errors)
    setFailure(outcome.message)
    focusNext.current = 'submit'
  }

  if (status === 'sent')
    return (
      <div className={styles.thanks}>
        <Heading level={headingLevel} className="heading-3" tabIndex={-1} ref={thanks}>
          {THANK_YOU_TITLE}
        </Heading>
        <p>{THANK_YOU_TEXT}</p>
      </div>
    )

  /** What ties a control to its message: invalid state and description. */
  const described = (name: InterestFormField) =>
    errors[name] ? { 'aria-invalid': true, 'aria-describedby': fieldId(`${name}-error`) } : {}
  const message = (name: InterestFormField) =>
    errors[name] ? (
      <p id={fieldId(`${name}-error`)} className={styles.error}>
        {errors[name]}
      </p>
    ) : null
  const checkbox = (name: 'inResearch' | 'sendUpdates') => (
    <label className={styles.checkbox}>
      <input
        id={fieldId(name)}
        type="checkbox"
        name={name}
        checked={values[name]}
        onChange={(event) => set(name, event.target.checked)}
        {...described('inResearch')}
      />
      <span>{CHECKBOX_LABELS[name]}</span>
    </label>
  )

  return (
    <form className={styles.form} aria-label={label} noValidate onSubmit={submit}>
      <p className={styles.note}>All fields are required{kind === 'second' ? ' unless marked optional' : ''}.</p>
      <fieldset className={styles.checkboxes}>
        <legend className={styles.legend}>
          {kind === 'first' ? 'Check at least one' : <>Your interest <span className={styles.optional}>(optional)</span></>}
        </legend>
        {checkbox('inResearch')}
        {kind === 'first' ? checkbox('sendUpdates') : null}
        {message('inResearch')}
      </fieldset>
      {TEXT_FIELDS.map((field) => (
        <Field key={field.name} id={fieldId(field.name)} label={field.label} message={message(field.name)}>
          <input
            id={fieldId(field.name)}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            maxLength={MAX_LENGTHS[field.name]}
            required
            className={styles.input}
            value={values[field.name]}
            onChange={(event) => set(field.name, event.target.value)}
            {...described(field.name)}
          />
        </Field>
      ))}
      <SelectField
        id={fieldId('country')}
        name="country"
        label="Country"
        autoComplete="country"
        options={countries}
        value={values.country}
        onChange={(country) => setValues((current) => ({ ...current, country, state_code: '' }))}
        message={message('country')}
        invalid={described('country')}
      />
      {requiresState(values.country) ? (
        <SelectField
          id={fieldId('state_code')}
          name="state_code"
          label={values.country === 'ca' ? 'Province' : 'State'}
          autoComplete="address-level1"
          options={[{ displayName: SELECT_PLACEHOLDER, value: '' }, ...stateOptionsFor(values.country)]}
          value={values.state_code}
          onChange={(state) => set('state_code', state)}
          message={message('state_code')}
          invalid={described('state_code')}
        />
      ) : null}
      <input type="hidden" name="campaignId" value={campaignId} />
      {/* People never see this field; automated senders fill it and are dropped quietly. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.honeypot}
          onChange={(event) => set('honeypot', event.target.value)}
        />
      </div>
      <div role="alert" className={styles.alert}>
        {failure ? <p className={styles.failure}>{failure}</p> : null}
      </div>
      <button
        id={fieldId('submit')}
        type="submit"
        className={buttonClassName({ color: 'primary', className: styles.submit })}
        disabled={!interactive || status === 'sending'}
      >
        {status === 'sending' ? SENDING_LABEL : SUBMIT_LABEL}
      </button>
    </form>
  )
}

type SelectFieldProps = {
  id: string
  name: string
  label: string
  autoComplete: string
  options: readonly ReferenceOption[]
  value: string
  onChange: (value: string) => void
  message: ReactNode
  /** aria-invalid and aria-describedby while the field has a message. */
  invalid: Record<string, unknown>
}

/** A required select list of reference options, labelled, with its message under it. */
function SelectField({ label, options, onChange, message, invalid, ...select }: SelectFieldProps) {
  return (
    <Field id={select.id} label={label} message={message}>
      <select {...select} required className={styles.input} onChange={(event) => onChange(event.target.value)} {...invalid}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.displayName}
          </option>
        ))}
      </select>
    </Field>
  )
}

/** A labelled control with its message directly under it. */
function Field({ id, label, message, children }: { id: string; label: string; message: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {message}
    </div>
  )
}
