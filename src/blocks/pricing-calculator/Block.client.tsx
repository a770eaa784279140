'use client'

import { useId, useState, type FormEvent } from 'react'

import { buttonClassName } from '@/components/button-style'
import { estimatePrice, forTerm, PRICE_LABEL, type Estimate } from '@/blocks/pricing-calculator/pricing'
import { useInteractive } from '@/components/use-interactive'
import { bandChoices, formatDollars, priceOf, termChoices, type PriceChoice, type PriceTable } from '@/lib/price-table'
import styles from './Block.module.css'

/** A group of radio buttons under a legend; arrow keys move between them, Tab leaves the group. */
function RadioGroup({ legend, name, choices, value, onChange, disabled }: {
  legend: string
  disabled: boolean
  name: string
  choices: readonly PriceChoice[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.choices}>
        {choices.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}

type Result = Estimate & { band: string; term: string }

const labelOf = (choices: readonly PriceChoice[], value: string) => choices.find((choice) => choice.value === value)?.label

/**
 * The calculator form: nothing chosen at first and Calculate disabled until a number of schools and a term are
 * picked. Calculate shows the price per school for the chosen term with what it comes to each year, and per student
 * when the optional student count is a number above zero; anything else typed there shows "Please enter a numeral".
 * Results are announced politely to screen readers; changing any choice clears them, so no result stays on screen
 * that does not match the choices. The controls stay disabled until the page's script runs, so nothing typed or
 * picked before then is lost. The choices and prices come from the published price table.
 */
export function PricingCalculatorForm({ table }: { table: PriceTable }) {
  const id = useId()
  const [band, setBand] = useState('')
  const [term, setTerm] = useState('')
  const [students, setStudents] = useState('')
  const [result, setResult] = useState<Result | null>(null)
  const interactive = useInteractive()
  const bands = bandChoices(table)
  const terms = termChoices(table)
  const price = priceOf(table, band, term)
  const ready = interactive && price !== undefined
  /** A changed choice: the shown result no longer matches, so it goes until the next Calculate. */
  const changed = (set: (value: string) => void) => (value: string) => {
    set(value)
    setResult(null)
  }

  const calculate = (event: FormEvent) => {
    event.preventDefault()
    if (price === undefined) return
    setResult({ ...estimatePrice(price, Number(term), students), band, term })
  }

  const studentsId = `${id}-students`
  const hintId = `${id}-students-hint`
  const errorId = `${id}-students-error`
  const error = result?.studentCountError
  return (
    <form className={styles.form} onSubmit={calculate} noValidate>
      <RadioGroup legend="Number of schools" name={`${id}-band`} choices={bands} value={band} onChange={changed(setBand)} disabled={!interactive} />
      <RadioGroup legend="Term" name={`${id}-term`} choices={terms} value={term} onChange={changed(setTerm)} disabled={!interactive} />
      <div className={styles.field}>
        <label htmlFor={studentsId} className={styles.legend}>
          Number of students <span className={styles.optional}>(optional)</span>
        </label>
        <p id={hintId} className={styles.hint}>
          Students per school, for the price per student.
        </p>
        <input
          id={studentsId}
          name="students"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          disabled={!interactive}
          className={styles.input}
          value={students}
          onChange={(event) => changed(setStudents)(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        />
        <div aria-live="polite">
          {error ? (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <button type="submit" className={buttonClassName({ color: 'primary', className: styles.calculate })} disabled={!ready}>
        Calculate
      </button>
      <div role="status" className={styles.results}>
        {result ? (
          <>
            <p className={styles.summary}>
              {labelOf(bands, result.band)} schools, {labelOf(terms, result.term)}
            </p>
            <dl className={styles.prices}>
              <dt>{PRICE_LABEL}</dt>
              <dd>
                <span className={styles.amount}>{formatDollars(result.perSchool)}</span> per school {forTerm(result.years)}
                {result.years > 1 ? ` (${formatDollars(result.perSchoolYearly)} a year)` : null}
              </dd>
              {result.perStudent !== undefined ? (
                <dd>
                  <span className={styles.amount}>{formatDollars(result.perStudent)}</span> per student {forTerm(result.years)}
                </dd>
              ) : null}
            </dl>
          </>
        ) : null}
      </div>
    </form>
  )
}
