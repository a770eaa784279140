import type { RegionCode } from './regions'

/** A sales territory as seeded: its states and its colour on the map. */
export type TerritoryGroup = { states: RegionCode[]; color: string }

/**
 * The 12 sales territories. Each colour is light enough for dark state labels and differs from its neighbours'.
 * Their states are listed by state name, as in the territory's full name.
 */
export const TERRITORY_GROUPS: TerritoryGroup[] = [
  { states: ['AL', 'AR', 'KY', 'MS', 'MO', 'OK', 'TN', 'WV'], color: '#f4a582' },
  { states: ['AK', 'HI', 'ID', 'KS', 'MT', 'NE', 'NV', 'ND', 'SD', 'UT', 'WY'], color: '#fee08b' },
  { states: ['AZ', 'OR', 'WA'], color: '#99d594' },
  { states: ['CA'], color: '#8ecae6' },
  { states: ['CANADA'], color: '#d4b9f0' },
  { states: ['CO', 'OH', 'WI'], color: '#f7b6d2' },
  { states: ['CT', 'IN', 'IA', 'MI', 'MN'], color: '#d9ef8b' },
  { states: ['DE', 'DC', 'ME', 'NH', 'NJ', 'RI', 'VT', 'VA'], color: '#fdae61' },
  { states: ['FL', 'GA', 'NC', 'SC'], color: '#80cdc1' },
  { states: ['IL', 'NY'], color: '#dfc27d' },
  { states: ['MD', 'MA', 'PA'], color: '#ff9c9c' },
  { states: ['LA', 'NM', 'TX'], color: '#b3c6e0' },
]
