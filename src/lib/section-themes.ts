/**
 * Section backgrounds from the page theme. One source for the CMS select (cms/fields/common.ts), the blocks
 * and components/Section.module.css, where each value is a class of the same name.
 */
export const sectionThemeOptions = [
  { label: 'None', value: 'none' },
  { label: 'Primary', value: 'primary' },
  { label: 'Secondary', value: 'secondary' },
  { label: 'Grey', value: 'gray' },
] as const

export type SectionTheme = (typeof sectionThemeOptions)[number]['value']

/** Sections without a chosen background are transparent. */
export const defaultSectionTheme: SectionTheme = 'none'
