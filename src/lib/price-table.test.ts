import { describe, expect, it } from 'vitest'

import { bandChoices, bandLabel, priceProblem, priceTableProblems, priceTableStructureProblems, termChoices, termLabel, type PriceTable } from './price-table'

const table = (bands: PriceTable['bands']): PriceTable => ({ bands })
const terms = (...prices: [number, number][]) => prices.map(([years, price]) => ({ years, price }))

describe('labels', () => {
  it('writes a band from where it starts to where the next one starts, the last with a plus', () => {
    const bands = [{ fromSchools: 1 }, { fromSchools: 2 }, { fromSchools: 5 }, { fromSchools: 20 }]
    expect(bands.map((_, index) => bandLabel(bands, index))).toEqual(['1', '2–4', '5–19', '20+'])
  })

  it('writes terms in years, singular for one', () => {
    expect([1, 3, 5].map(termLabel)).toEqual(['1 Year', '3 Years', '5 Years'])
  })

  it("offers the bands by their first number of schools and the first band's terms", () => {
    const prices = table([{ fromSchools: 2, prices: terms([1, 100], [3, 250]) }, { fromSchools: 10, prices: terms([1, 90], [3, 240]) }])
    expect(bandChoices(prices)).toEqual([{ value: '2', label: '2–9' }, { value: '10', label: '10+' }])
    expect(termChoices(prices)).toEqual([{ value: '1', label: '1 Year' }, { value: '3', label: '3 Years' }])
  })
})

describe('what keeps a table from being published', () => {
  const good = table([{ fromSchools: 2, prices: terms([1, 2778], [3, 7092]) }, { fromSchools: 5, prices: terms([1, 2676], [3, 6807]) }])

  it('finds nothing in a whole table', () => {
    expect(priceTableProblems(good)).toEqual([])
  })

  it('asks for at least one band', () => {
    expect(priceTableProblems({ bands: [] })).toEqual(['Add at least one band of schools with its prices.'])
    expect(priceTableProblems({})).toEqual(['Add at least one band of schools with its prices.'])
  })

  it('refuses bands out of order', () => {
    const swapped = table([good.bands[1], good.bands[0]])
    expect(priceTableStructureProblems(swapped)).toEqual([
      'Band 2 starts at 2 schools, not more than the band before it (5): list the bands from the fewest schools to the most.',
    ])
  })

  it('refuses a band whose terms differ from the first band’s, and terms out of order', () => {
    const missing = table([good.bands[0], { fromSchools: 5, prices: terms([1, 2676]) }])
    expect(priceTableStructureProblems(missing)).toEqual(['Band 2 must list the same terms as band 1, in the same order (1 Year, 3 Years).'])
    const backwards = table([{ fromSchools: 2, prices: terms([3, 7092], [1, 2778]) }])
    expect(priceTableStructureProblems(backwards)).toEqual(['Band 1 lists 1 year after 3 years: list each term once, the shortest first.'])
  })

  it('refuses figures that are not whole numbers above zero, naming the band and term', () => {
    expect(priceTableProblems(table([{ fromSchools: 2, prices: terms([1, 0], [3, 70.5]) }]))).toEqual([
      'Band 1, term 1: Enter a whole number of dollars above zero, such as 2778.',
      'Band 1, term 2: Enter a whole number of dollars above zero, such as 2778.',
    ])
    expect(priceTableProblems(table([{ fromSchools: 0, prices: terms([-1, 100]) }]))).toEqual([
      'Band 1: Enter the smallest number of schools in this band as a whole number above zero, such as 5.',
      'Band 1, term 1: Enter the term as a whole number of years above zero, such as 3.',
    ])
    expect([2778, 1].map(priceProblem)).toEqual([null, null])
    expect([0, -5, 1.5, '100', null, undefined, Number.NaN].map(priceProblem).every(Boolean)).toBe(true)
  })
})
