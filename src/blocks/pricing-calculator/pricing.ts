/**
 * The pricing calculator's one source: the size bands, the terms, the annual price table, the
 * student-count rule and the price wording. Shared by the calculator's schema, component and tests.
 */

/** How many schools a district licenses, as bands (the table's rows). */
export const sizeBands = [
  { value: '2-4', label: '2–4' },
  { value: '5-19', label: '5–19' },
  { value: '20-49', label: '20–49' },
  { value: '50+', label: '50+' },
] as const

/** License terms in years (the table's columns). */
export const terms = [
  { value: '1', label: '1 Year' },
  { value: '3', label: '3 Years' },
  { value: '5', label: '5 Years' },
] as const

export type SizeBand = (typeof sizeBands)[number]['value']
export type Term = (typeof terms)[number]['value']

/**
 * The price per school in whole dollars for the whole term, by size band and term (the product's table: the 3-year
 * figure is about three times the 1-year one). The calculator shows it beside what it comes to each year.
 */
export const annualPriceTable: Record<SizeBand, Record<Term, number>> = {
  '2-4': { '1': 2778, '3': 7092, '5': 10431 },
  '5-19': { '1': 2676, '3': 6807, '5': 10002 },
  '20-49': { '1': 2586, '3': 6594, '5': 9702 },
  '50+': { '1': 2508, '3': 6387, '5': 9387 },
}

/** The label of the price, its asterisk explained by the block's disclaimer. */
export const PRICE_LABEL = 'Estimated Annual Price*'

/** Shown under the student count when it is not a number above zero. */
export const STUDENT_COUNT_ERROR = 'Please enter a numeral'

export const isSizeBand = (value: string): value is SizeBand => sizeBands.some((band) => band.value === value)
export const isTerm = (value: string): value is Term => terms.some((term) => term.value === value)

/** What a visitor typed as the student count: nothing (optional), a number above zero, or something else. */
export type StudentCount = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'valid'; count: number }

/** A plain number, optionally with a decimal part or with commas grouping thousands ("1,200"). */
const NUMERAL = /^[+-]?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^[+-]?\.\d+$/

export function parseStudentCount(input: string): StudentCount {
  const trimmed = input.trim()
  if (!trimmed) return { kind: 'empty' }
  if (!NUMERAL.test(trimmed)) return { kind: 'invalid' }
  const count = Number(trimmed.replaceAll(',', ''))
  return count > 0 ? { kind: 'valid', count } : { kind: 'invalid' }
}

/** The annual price per student: the table price divided by the student count, rounded to a whole dollar. */
export const pricePerStudent = (annualPrice: number, students: number): number => Math.round(annualPrice / students)

export type Estimate = {
  /** The term in years. */
  years: number
  /** Price per school for the whole term, whole dollars (the table's figure). */
  perSchool: number
  /** What the price per school comes to each year, whole dollars. */
  perSchoolYearly: number
  /** Price per student for the whole term, only when the student count is a number above zero. */
  perStudent?: number
  /** The student-count message, only when something other than a number above zero was typed. */
  studentCountError?: string
}

/** The estimate for a chosen band and term and what was typed as the student count. */
export function estimatePrice(band: SizeBand, term: Term, studentCount: string): Estimate {
  const perSchool = annualPriceTable[band][term]
  const years = Number(term)
  const prices = { years, perSchool, perSchoolYearly: Math.round(perSchool / years) }
  const students = parseStudentCount(studentCount)
  if (students.kind === 'invalid') return { ...prices, studentCountError: STUDENT_COUNT_ERROR }
  if (students.kind === 'empty') return prices
  return { ...prices, perStudent: pricePerStudent(perSchool, students.count) }
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Whole dollars with US grouping: 10431 → "$10,431". */
export const formatDollars = (amount: number): string => dollars.format(amount)

/** "for 1 year", "for 3 years": the term a price covers. */
export const forTerm = (years: number) => `for ${years} ${years === 1 ? 'year' : 'years'}`
