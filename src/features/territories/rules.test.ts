import { describe, expect, it } from 'vitest'

import { TERRITORY_GROUPS } from './groups'
import { REGIONS } from './regions'
import { claimConflict, fullTerritoryName, isHexColor, unclaimedMessage, unclaimedRegions } from './rules'

const allCodes = REGIONS.map((region) => region.code)

describe('the 12 territory groups', () => {
  it('put each of the 50 states, DC and Canada in exactly one group', () => {
    expect(allCodes).toHaveLength(52)
    expect(TERRITORY_GROUPS).toHaveLength(12)
    const claimed = TERRITORY_GROUPS.flatMap((group) => group.states)
    expect([...claimed].sort()).toEqual([...allCodes].sort())
  })
})

it('names a territory by its states in the order of their names', () => {
  expect(fullTerritoryName(['WV', 'MO', 'MS', 'AL', 'AR', 'KY', 'OK', 'TN'])).toBe('AL, AR, KY, MS, MO, OK, TN, WV')
  expect(fullTerritoryName(['NY', 'IL', 'NY'])).toBe('IL, NY')
})

describe('claimConflict', () => {
  const others = [
    { id: 1, fullName: 'LA, NM, TX', states: ['LA', 'NM', 'TX'] },
    { id: 2, fullName: '', states: ['IL', 'NY'] },
  ]
  it('names the state and the territory that already has it', () => {
    expect(claimConflict(['OK', 'TX'], others)).toBe('Texas already belongs to the territory "LA, NM, TX". Remove it there first, or leave it out here.')
    expect(claimConflict(['NY'], others)).toBe('New York already belongs to the territory "IL, NY". Remove it there first, or leave it out here.')
  })
  it('accepts states no other territory has', () => {
    expect(claimConflict(['OK', 'CANADA'], others)).toBeNull()
  })
})

it('lists the places no territory covers, for editors', () => {
  const all = TERRITORY_GROUPS.map((group) => ({ states: group.states }))
  expect(unclaimedRegions(all)).toEqual([])
  expect(unclaimedMessage(all)).toBe('Every state, DC and Canada belongs to a territory.')
  const withoutSome = all.map((territory) => ({ states: territory.states.filter((code) => code !== 'TX' && code !== 'CANADA') }))
  expect(unclaimedRegions(withoutSome).map((region) => region.code)).toEqual(['TX', 'CANADA'])
  expect(unclaimedMessage(withoutSome)).toBe('Not in any territory yet, so not clickable on the map: Texas, Canada.')
})

it('accepts colours as #rgb or #rrggbb only', () => {
  expect(isHexColor('#f4a582')).toBe(true)
  expect(isHexColor('#FA0')).toBe(true)
  expect(isHexColor('red')).toBe(false)
  expect(isHexColor('#f4a58')).toBe(false)
  expect(isHexColor(null)).toBe(false)
})
