/**
 * Card backgrounds (none, primary, secondary, gray; some blocks also yellow, selaGray, highlight). One source
 * for the CMS select (cms/fields/common.ts cardColorField), components/Card and its CSS, where each value is a class.
 */
export const cardColorOptions = [
  { label: 'None', value: 'none' },
  { label: 'Primary', value: 'primary' },
  { label: 'Secondary', value: 'secondary' },
  { label: 'Grey', value: 'gray' },
  { label: 'Yellow', value: 'yellow' },
  { label: 'SEL for Adults grey', value: 'selaGray' },
  { label: 'Highlight', value: 'highlight' },
] as const

export type CardColor = (typeof cardColorOptions)[number]['value']

export const isCardColor = (value: unknown): value is CardColor =>
  typeof value === 'string' && cardColorOptions.some((option) => option.value === value)

/** The colours a block offers: all of them, or the first four the product names for every card. */
export const basicCardColors = cardColorOptions.filter(({ value }) => ['none', 'primary', 'secondary', 'gray'].includes(value))

/** Colours dark enough for white text: a button on such a card takes the light look. */
export const isDarkCardColor = (value: unknown): boolean => value === 'primary' || value === 'secondary' || value === 'selaGray'

/** Stat cards' colours (primary, secondary, gray, highlight, none). */
export const statCardColors = cardColorOptions.filter(({ value }) => ['none', 'primary', 'secondary', 'gray', 'highlight'].includes(value))
