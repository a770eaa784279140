import { describe, expect, it } from 'vitest'

import { canadianProvinces, countries, isCountryCode, requiresState, stateCodeFor, stateOptionsFor, usStates } from '.'

const values = (list: readonly { value: string }[]) => list.map((option) => option.value)

describe('countries', () => {
  it("opens with the 'Select' placeholder, which has no value", () => {
    expect(countries[0]).toEqual({ displayName: 'Select', value: '' })
  })

  it('lists every ISO 3166-1 country once, by a lower-case two-letter code, sorted by name', () => {
    const rest = countries.slice(1)
    expect(rest).toHaveLength(249)
    for (const country of rest) expect(country.value, country.displayName).toMatch(/^[a-z]{2}$/)
    expect(new Set(values(rest)).size).toBe(rest.length)
    expect(new Set(rest.map((country) => country.displayName)).size).toBe(rest.length)
    const names = rest.map((country) => country.displayName)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')))
  })

  it('names the countries visitors pick most and leaves out retired and non-country codes', () => {
    expect(countries).toContainEqual({ displayName: 'United States', value: 'us' })
    expect(countries).toContainEqual({ displayName: 'Canada', value: 'ca' })
    expect(countries).toContainEqual({ displayName: 'United Kingdom', value: 'gb' })
    expect(countries).toContainEqual({ displayName: 'Mexico', value: 'mx' })
    for (const code of ['uk', 'eu', 'un', 'xk', 'zz', 'su', 'yu', 'an']) expect(isCountryCode(code), code).toBe(false)
  })

  it('knows codes only in lower case and never the placeholder', () => {
    expect(isCountryCode('us')).toBe(true)
    expect(isCountryCode('US')).toBe(false)
    expect(isCountryCode('')).toBe(false)
  })
})

describe('states and provinces', () => {
  it('lists the 50 states and the District of Columbia', () => {
    expect(usStates).toHaveLength(51)
    expect(usStates).toContainEqual({ displayName: 'District of Columbia', value: 'DC' })
    expect(usStates).toContainEqual({ displayName: 'Wyoming', value: 'WY' })
    expect(new Set(values(usStates)).size).toBe(51)
  })

  it('lists the 10 provinces and 3 territories of Canada', () => {
    expect(values(canadianProvinces).sort()).toEqual(
      ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'],
    )
    expect(canadianProvinces).toContainEqual({ displayName: 'Quebec', value: 'QC' })
  })

  it('offers US states for us, provinces for ca, and nothing for other countries', () => {
    expect(stateOptionsFor('us')).toBe(usStates)
    expect(stateOptionsFor('CA')).toBe(canadianProvinces)
    for (const country of ['mx', 'gb', '', null, undefined]) expect(stateOptionsFor(country)).toEqual([])
    expect(requiresState('us')).toBe(true)
    expect(requiresState('fr')).toBe(false)
  })

  it("finds a state code only in that country's list", () => {
    expect(stateCodeFor('us', 'ny')).toBe('NY')
    expect(stateCodeFor('ca', 'ON')).toBe('ON')
    expect(stateCodeFor('us', 'ON')).toBeNull()
    expect(stateCodeFor('ca', 'NY')).toBeNull()
    expect(stateCodeFor('mx', 'NY')).toBeNull()
  })
})
