import { REGIONS, regionName } from './regions'

/** What the rules need of a territory record. */
export type TerritoryLike = { id?: number | string | null; fullName?: string | null; states?: readonly string[] | null }

const order = new Map<string, number>(REGIONS.map((region, index) => [region.code, index]))

/** A territory's full name: its state codes by state name, as in "AL, AR, KY, MS, MO, OK, TN, WV". */
export const fullTerritoryName = (states: readonly string[]) =>
  [...new Set(states)].sort((a, b) => (order.get(a) ?? REGIONS.length) - (order.get(b) ?? REGIONS.length)).join(', ')

/**
 * Every state, DC and Canada belongs to one territory: the message for the first of `states` that another territory
 * already has, or null when none is taken.
 */
export function claimConflict(states: readonly string[], others: readonly TerritoryLike[]): string | null {
  for (const code of states) {
    const other = others.find((territory) => territory.states?.includes(code))
    if (other) {
      const name = other.fullName?.trim() || fullTerritoryName(other.states ?? [])
      return `${regionName(code)} already belongs to the territory "${name}". Remove it there first, or leave it out here.`
    }
  }
  return null
}

/** The states (and DC, Canada) no territory covers, in list order: visitors cannot reach a representative there. */
export const unclaimedRegions = (territories: readonly TerritoryLike[]) => {
  const claimed = new Set(territories.flatMap((territory) => territory.states ?? []))
  return REGIONS.filter((region) => !claimed.has(region.code))
}

/** A colour as the map needs it: #rgb or #rrggbb. */
export const isHexColor = (value: unknown): value is string => typeof value === 'string' && /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)

/** The message editors see under the list of territories, naming what is left uncovered. */
export function unclaimedMessage(territories: readonly TerritoryLike[]) {
  const left = unclaimedRegions(territories)
  if (!left.length) return 'Every state, DC and Canada belongs to a territory.'
  return `Not in any territory yet, so not clickable on the map: ${left.map((region) => region.name).join(', ')}.`
}
