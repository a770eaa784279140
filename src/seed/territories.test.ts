import { expect, it } from 'vitest'

import { REGIONS } from '@/features/territories/regions'
import { demoTerritories } from './territories'

const allCodes = REGIONS.map((region) => region.code)

it('seeds the 12 territories, each with every state once overall, a distinct colour, its full name and two representatives', () => {
  expect(demoTerritories.flatMap((territory) => territory.states).sort()).toEqual([...allCodes].sort())
  expect(new Set(demoTerritories.map((territory) => territory.color.toLowerCase())).size).toBe(12)
  expect(demoTerritories[0].fullName).toBe('AL, AR, KY, MS, MO, OK, TN, WV')
  expect(demoTerritories.map((territory) => territory.fullName)).toContain('DE, DC, ME, NH, NJ, RI, VT, VA')
  expect(demoTerritories.map((territory) => territory.fullName)).toContain('CANADA')
  for (const territory of demoTerritories) {
    expect(territory.representatives).toHaveLength(2)
    for (const representative of territory.representatives) {
      expect(representative.email).toMatch(/^[a-z.]+@example\.org$/)
      expect(representative.phone).toMatch(/^555-01\d\d$/)
    }
  }
})
