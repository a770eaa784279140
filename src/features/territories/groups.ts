import type { RegionCode } from './regions'

/** A sales territory as seeded: its name (as the pricing and contact pages' tables name it), states and colour. */
export type TerritoryGroup = { name: string; states: RegionCode[]; color: string }

/**
 * The 12 sales territories. Each colour is light enough for dark state labels and differs from its neighbours'.
 * Their names are those of the territory tables on the pricing and contact pages, in the same order.
 */
export const TERRITORY_GROUPS: TerritoryGroup[] = [
  { name: 'South Central', states: ['AL', 'AR', 'KY', 'MS', 'MO', 'OK', 'TN', 'WV'], color: '#f4a582' },
  { name: 'Mountain West', states: ['AK', 'HI', 'ID', 'KS', 'MT', 'NE', 'NV', 'ND', 'SD', 'UT', 'WY'], color: '#fee08b' },
  { name: 'Pacific Northwest', states: ['AZ', 'OR', 'WA'], color: '#99d594' },
  { name: 'California', states: ['CA'], color: '#8ecae6' },
  { name: 'Canada', states: ['CANADA'], color: '#d4b9f0' },
  { name: 'Great Lakes', states: ['CO', 'OH', 'WI'], color: '#f7b6d2' },
  { name: 'Upper Midwest', states: ['CT', 'IN', 'IA', 'MI', 'MN'], color: '#d9ef8b' },
  { name: 'New England', states: ['DE', 'DC', 'ME', 'NH', 'NJ', 'RI', 'VT', 'VA'], color: '#fdae61' },
  { name: 'Southeast', states: ['FL', 'GA', 'NC', 'SC'], color: '#80cdc1' },
  { name: 'Illinois & New York', states: ['IL', 'NY'], color: '#dfc27d' },
  { name: 'Mid-Atlantic', states: ['MD', 'MA', 'PA'], color: '#ff9c9c' },
  { name: 'Southwest', states: ['LA', 'NM', 'TX'], color: '#b3c6e0' },
]
