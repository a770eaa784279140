/**
 * The pricing calculator's arithmetic and wording: the student-count rule and the estimate for a price of the table
 * (the table itself is edited in the CMS, `src/lib/price-table.ts`). Shared by the calculator's component and tests.
 */

/** The label of the price, its asterisk explained by the block's disclaimer. */
export const PRICE_LABEL = 'Estimated Annual Price*'

/** Shown under the student count when it is not a number above zero. */
export const STUDENT_COUNT_ERROR = 'Please enter a numeral'

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

/** The estimate for a price per school for the whole term of `years`, and what was typed as the student count. */
export function estimatePrice(perSchool: number, years: number, studentCount: string): Estimate {
  const prices = { years, perSchool, perSchoolYearly: Math.round(perSchool / years) }
  const students = parseStudentCount(studentCount)
  if (students.kind === 'invalid') return { ...prices, studentCountError: STUDENT_COUNT_ERROR }
  if (students.kind === 'empty') return prices
  return { ...prices, perStudent: pricePerStudent(perSchool, students.count) }
}

/** "for 1 year", "for 3 years": the term a price covers. */
export const forTerm = (years: number) => `for ${years} ${years === 1 ? 'year' : 'years'}`
