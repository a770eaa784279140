/**
 * Units of a program. One source for the CMS select of a unit's type
 * (cms/fields/units.ts) and for the words components/UnitCard shows.
 */
export const unitTypeOptions = [
  { label: 'Unit', value: 'Unit' },
  { label: 'Bonus unit', value: 'Bonus unit' },
] as const

export type UnitType = (typeof unitTypeOptions)[number]['value']

export const defaultUnitType: UnitType = 'Unit'

/** "1 lesson", "6 lessons"; nothing for a missing, negative or fractional count. */
export function lessonCountText(count: number | null | undefined): string | null {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) return null
  return `${count} ${count === 1 ? 'lesson' : 'lessons'}`
}

/** The line above a unit's title: its type and number ("Unit 2", "Bonus unit"); a missing type reads "Unit". */
export function unitLabel(unitType: string | null | undefined, unitNumber: number | string | null | undefined): string {
  const type = unitType?.trim() || defaultUnitType
  const number = unitNumber == null ? '' : String(unitNumber).trim()
  return number ? `${type} ${number}` : type
}
