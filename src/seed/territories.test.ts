import { expect, it } from 'vitest'

import { REGIONS } from '@/features/territories/regions'
import { demoTerritories } from './territories'

const allCodes = REGIONS.map((region) => region.code)

it('seeds the 12 territories, each with every state once overall, a distinct colour, its full name and two representatives', () => {
  expect(demoTerritories.flatMap((territory) => territory.states).sort()).toEqual([...allCodes].sort())
  expect(new Set(demoTerritories.map((territory) => territory.color.toLowerCase())).size).toBe(12)
  // Named as the territory tables of the pricing and contact pages name them, in their order.
  expect(demoTerritories.map((territory) => territory.fullName)).toEqual([
    'South Central', 'Mountain West', 'Pacific Northwest', 'California', 'Canada', 'Great Lakes', 'Upper Midwest', 'New England', 'Southeast', 'Illinois & New York', 'Mid-Atlantic', 'Southwest',
  ])
  expect(demoTerritories[0].states).toEqual(['AL', 'AR', 'KY', 'MS', 'MO', 'OK', 'TN', 'WV'])
  for (const territory of demoTerritories) {
    expect(territory.representatives).toHaveLength(2)
    for (const representative of territory.representatives) {
      expect(representative.email).toMatch(/^[a-z.]+@example\.org$/)
      expect(representative.phone).toMatch(/^555-01\d\d$/)
    }
  }
})
