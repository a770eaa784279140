/**
 * The pricing calculator's price table as editors keep it in the CMS (Settings → Prices): bands of the number of
 * schools a district licenses, each with its price per school for every license term. Pure: the CMS checks a table
 * with `priceTableProblems` before it is stored, and the calculator reads its choices and prices with the rest.
 */

/** The price table's name in the CMS (the global Settings → Prices) and its cache tag. */
export const PRICE_TABLE = 'priceTable'

/** One license term of a band: its length in years and the price per school for the whole term, in whole dollars. */
export type TermPrice = { years: number; price: number }

/** A band runs from `fromSchools` up to the next band's start; the last has no end. */
export type PriceBand = { fromSchools: number; prices: TermPrice[] }

export type PriceTable = { bands: PriceBand[] }

/** A choice of the calculator: the value its radio button sends and the label visitors read. */
export type PriceChoice = { value: string; label: string }

/** The number of schools of a band, as the product's table writes it: "2–4", "50+". */
export function bandLabel(bands: readonly Pick<PriceBand, 'fromSchools'>[], index: number): string {
  const from = bands[index].fromSchools
  const next = bands[index + 1]?.fromSchools
  if (next === undefined) return `${from}+`
  return next - 1 === from ? String(from) : `${from}–${next - 1}`
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Whole dollars with US grouping: 10431 → "$10,431". */
export const formatDollars = (amount: number): string => dollars.format(amount)

/** "1 Year", "3 Years". */
export const termLabel = (years: number) => `${years} ${years === 1 ? 'Year' : 'Years'}`

/** The bands as the calculator offers them, smallest first (the value is the band's first number of schools). */
export const bandChoices = (table: PriceTable): PriceChoice[] =>
  table.bands.map((band, index) => ({ value: String(band.fromSchools), label: bandLabel(table.bands, index) }))

/** The terms as the calculator offers them, shortest first (every band has the same terms). */
export const termChoices = (table: PriceTable): PriceChoice[] =>
  (table.bands[0]?.prices ?? []).map(({ years }) => ({ value: String(years), label: termLabel(years) }))

/** The price per school for the whole term of the chosen band and term, or undefined when the table has none. */
export function priceOf(table: PriceTable, band: string, term: string): number | undefined {
  return table.bands.find((row) => String(row.fromSchools) === band)?.prices.find((cell) => String(cell.years) === term)?.price
}

const wholeAboveZero = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0

/** What is wrong with a price figure an editor typed, or null: a whole number of dollars above zero. */
export const priceProblem = (value: unknown) => (wholeAboveZero(value) ? null : 'Enter a whole number of dollars above zero, such as 2778.')

/** What is wrong with a term an editor typed, or null: a whole number of years above zero. */
export const yearsProblem = (value: unknown) => (wholeAboveZero(value) ? null : 'Enter the term as a whole number of years above zero, such as 3.')

/** What is wrong with a band's first number of schools, or null. */
export const fromSchoolsProblem = (value: unknown) =>
  wholeAboveZero(value) ? null : 'Enter the smallest number of schools in this band as a whole number above zero, such as 5.'

type DraftTable = { bands?: readonly Partial<PriceBand>[] | null }

/**
 * What keeps the table's rows from making one table, in words an editor can act on: at least one band; bands in
 * increasing order of schools; every band with the same terms as the first, each once, shortest first. (Each figure
 * is checked where it is typed.)
 */
export function priceTableStructureProblems(table: DraftTable): string[] {
  const bands = table.bands ?? []
  if (bands.length === 0) return ['Add at least one band of schools with its prices.']
  const problems: string[] = []
  bands.forEach((band, index) => {
    const previous = bands[index - 1]?.fromSchools
    if (wholeAboveZero(band.fromSchools) && wholeAboveZero(previous) && band.fromSchools <= previous)
      problems.push(`Band ${index + 1} starts at ${band.fromSchools} schools, not more than the band before it (${previous}): list the bands from the fewest schools to the most.`)
  })
  const terms = (bands[0].prices ?? []).map((cell) => cell.years)
  if (terms.length === 0) problems.push('Band 1 has no prices: add a price for each term.')
  terms.forEach((years, index) => {
    const previous = terms[index - 1]
    if (wholeAboveZero(years) && wholeAboveZero(previous) && years <= previous)
      problems.push(`Band 1 lists ${termLabel(years).toLowerCase()} after ${termLabel(previous).toLowerCase()}: list each term once, the shortest first.`)
  })
  const expected = terms.join(', ')
  bands.forEach((band, index) => {
    if (index > 0 && (band.prices ?? []).map((cell) => cell.years).join(', ') !== expected)
      problems.push(`Band ${index + 1} must list the same terms as band 1, in the same order (${terms.map((years) => termLabel(years ?? 0)).join(', ')}).`)
  })
  return problems
}

/** Everything that keeps a table from being used: its structure and every figure in it. */
export function priceTableProblems(table: DraftTable): string[] {
  const figures = (table.bands ?? []).flatMap((band, index) => [
    ...[fromSchoolsProblem(band.fromSchools)].filter(Boolean).map((problem) => `Band ${index + 1}: ${problem}`),
    ...(band.prices ?? []).flatMap((cell, term) =>
      [yearsProblem(cell.years), priceProblem(cell.price)].filter(Boolean).map((problem) => `Band ${index + 1}, term ${term + 1}: ${problem}`),
    ),
  ])
  return [...figures, ...priceTableStructureProblems(table)]
}
