import { canadianProvinces } from './canadian-provinces'
import { countries } from './countries'
import type { ReferenceOption } from './types'
import { usStates } from './us-states'

export type { ReferenceOption } from './types'
export { canadianProvinces, countries, usStates }

/** The placeholder label of the select lists; choosing it counts as no choice. */
export const SELECT_PLACEHOLDER = 'Select'

const none: readonly ReferenceOption[] = []

/** The state choices for a country code: US states for 'us', provinces and territories for 'ca', otherwise none. */
export function stateOptionsFor(country: string | null | undefined): readonly ReferenceOption[] {
  switch (country?.trim().toLowerCase()) {
    case 'us':
      return usStates
    case 'ca':
      return canadianProvinces
    default:
      return none
  }
}

/** Whether a country has a state list, so the state field shows and is required. */
export const requiresState = (country: string | null | undefined) => stateOptionsFor(country).length > 0

const countryCodes = new Set(countries.map((country) => country.value).filter(Boolean))

/** Whether a value is the (lower-case) code of a listed country; the placeholder is not. */
export const isCountryCode = (value: string) => countryCodes.has(value)

/** The code of a listed state of a country, in the list's spelling, or null when it is not one of them. */
export function stateCodeFor(country: string, state: string): string | null {
  const wanted = state.trim().toUpperCase()
  return stateOptionsFor(country).find((option) => option.value === wanted)?.value ?? null
}

/** A country's name from its code ("us" → "United States"); an unknown code as written. */
export const countryName = (code: string) => countries.find((country) => country.value === code.trim().toLowerCase())?.displayName ?? code

/** A state's or province's name from its code within a country ("TX" → "Texas"); an unknown code as written. */
export const stateName = (country: string, code: string) => stateOptionsFor(country).find((option) => option.value === code.trim().toUpperCase())?.displayName ?? code
