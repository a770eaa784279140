import type { ReferenceOption } from './types'

/** The 10 Canadian provinces and 3 territories, by name, with their two-letter postal codes as values. */
export const canadianProvinces: readonly ReferenceOption[] = [
  { displayName: 'Alberta', value: 'AB' },
  { displayName: 'British Columbia', value: 'BC' },
  { displayName: 'Manitoba', value: 'MB' },
  { displayName: 'New Brunswick', value: 'NB' },
  { displayName: 'Newfoundland and Labrador', value: 'NL' },
  { displayName: 'Northwest Territories', value: 'NT' },
  { displayName: 'Nova Scotia', value: 'NS' },
  { displayName: 'Nunavut', value: 'NU' },
  { displayName: 'Ontario', value: 'ON' },
  { displayName: 'Prince Edward Island', value: 'PE' },
  { displayName: 'Quebec', value: 'QC' },
  { displayName: 'Saskatchewan', value: 'SK' },
  { displayName: 'Yukon', value: 'YT' },
]
