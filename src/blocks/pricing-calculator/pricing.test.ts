import { LAUNCH_PRICE_TABLE } from '@/features/prices/launch-prices'
import { bandChoices, formatDollars, priceOf, termChoices } from '@/lib/price-table'
import { estimatePrice, forTerm, parseStudentCount, pricePerStudent, STUDENT_COUNT_ERROR } from './pricing'

/** The launch table written out again (band, term, price, shown as), so a changed lookup fails here. */
const expected: [string, string, number, string][] = [
  ['2', '1', 2778, '$2,778'],
  ['2', '3', 7092, '$7,092'],
  ['2', '5', 10431, '$10,431'],
  ['5', '1', 2676, '$2,676'],
  ['5', '3', 6807, '$6,807'],
  ['5', '5', 10002, '$10,002'],
  ['20', '1', 2586, '$2,586'],
  ['20', '3', 6594, '$6,594'],
  ['20', '5', 9702, '$9,702'],
  ['50', '1', 2508, '$2,508'],
  ['50', '3', 6387, '$6,387'],
  ['50', '5', 9387, '$9,387'],
]

/** The estimate for a band and term of the launch table. */
const estimate = (band: string, term: string, students: string) => estimatePrice(priceOf(LAUNCH_PRICE_TABLE, band, term)!, Number(term), students)

it('names the bands and terms as the product does', () => {
  expect(bandChoices(LAUNCH_PRICE_TABLE).map((band) => band.label)).toEqual(['2–4', '5–19', '20–49', '50+'])
  expect(termChoices(LAUNCH_PRICE_TABLE).map((term) => term.label)).toEqual(['1 Year', '3 Years', '5 Years'])
})

describe('price per school for the whole term', () => {
  it.each(expected)('band from %s schools, %s-year term: %i, shown as %s', (band, term, price, shown) => {
    expect(priceOf(LAUNCH_PRICE_TABLE, band, term)).toBe(price)
    expect(estimate(band, term, '')).toEqual({ years: Number(term), perSchool: price, perSchoolYearly: Math.round(price / Number(term)) })
    expect(formatDollars(estimate(band, term, '').perSchool)).toBe(shown)
  })

  it('has exactly the twelve cells of the table, and none for a band or term it does not have', () => {
    expect(LAUNCH_PRICE_TABLE.bands.flatMap((band) => band.prices)).toHaveLength(12)
    expect(priceOf(LAUNCH_PRICE_TABLE, '3', '1')).toBeUndefined()
    expect(priceOf(LAUNCH_PRICE_TABLE, '2', '2')).toBeUndefined()
    expect(priceOf(LAUNCH_PRICE_TABLE, '', '')).toBeUndefined()
  })
})

it('gives what a term price comes to each year: the 3- and 5-year figures are for the whole term', () => {
  expect(estimate('2', '3', '')).toMatchObject({ perSchool: 7092, perSchoolYearly: 2364 })
  expect(estimate('2', '5', '')).toMatchObject({ perSchool: 10431, perSchoolYearly: 2086 })
  expect(forTerm(1)).toBe('for 1 year')
  expect(forTerm(5)).toBe('for 5 years')
})

describe('annual price per student', () => {
  it.each(expected)('band from %s schools, %s-year term: table price over the student count, rounded to a dollar', (band, term, price) => {
    expect(estimate(band, term, '100').perStudent).toBe(Math.round(price / 100))
    expect(estimate(band, term, '1').perStudent).toBe(price)
  })

  it('rounds to the nearest whole dollar, halves up', () => {
    expect(pricePerStudent(2778, 100)).toBe(28) // 27.78
    expect(pricePerStudent(10431, 1000)).toBe(10) // 10.431
    expect(pricePerStudent(9387, 2)).toBe(4694) // 4693.5
    expect(pricePerStudent(2508, 3)).toBe(836) // 836 exactly
    expect(pricePerStudent(6387, 7)).toBe(912) // 912.43
    expect(estimate('20', '3', '250')).toMatchObject({ perSchool: 6594, perStudent: 26 }) // 26.376
    expect(estimate('50', '5', '12.5')).toMatchObject({ perSchool: 9387, perStudent: 751 }) // 750.96
  })
})

describe('student count', () => {
  it('is optional: empty or blank gives no message and no per-student price', () => {
    expect(parseStudentCount('')).toEqual({ kind: 'empty' })
    expect(parseStudentCount('   ')).toEqual({ kind: 'empty' })
    expect(estimate('2', '1', '')).toEqual({ years: 1, perSchool: 2778, perSchoolYearly: 2778 })
  })

  it.each(['abc', '0', '-5', '0.0', '12abc', '1e3', 'Infinity', '1,2', '$300'])(
    '"%s" is not a number above zero: "Please enter a numeral" and no per-student price',
    (input) => {
      expect(parseStudentCount(input)).toEqual({ kind: 'invalid' })
      expect(estimate('5', '3', input)).toEqual({ years: 3, perSchool: 6807, perSchoolYearly: 2269, studentCountError: STUDENT_COUNT_ERROR })
    },
  )

  it('reads whole and decimal numbers, with surrounding spaces or thousands grouped by commas', () => {
    expect(parseStudentCount('350')).toEqual({ kind: 'valid', count: 350 })
    expect(parseStudentCount(' 42 ')).toEqual({ kind: 'valid', count: 42 })
    expect(parseStudentCount('1,200')).toEqual({ kind: 'valid', count: 1200 })
    expect(parseStudentCount('0.5')).toEqual({ kind: 'valid', count: 0.5 })
  })

  it('words the message exactly as the product does', () => {
    expect(STUDENT_COUNT_ERROR).toBe('Please enter a numeral')
  })
})
