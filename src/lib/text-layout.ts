/**
 * How a text section lays out its text. One source for the CMS selects (blocks/markdown-section/schema.ts), the
 * component and its CSS: alignments and line heights are classes of the same name in
 * blocks/markdown-section/Block.module.css, widths in components/Section.module.css.
 */
export const textAlignmentOptions = [
  { label: 'Left', value: 'left' },
  { label: 'Centre', value: 'center' },
  { label: 'Right', value: 'right' },
] as const

export type TextAlignment = (typeof textAlignmentOptions)[number]['value']

export const contentWidthOptions = [
  { label: 'Full content width', value: 'full' },
  { label: 'Narrow (reading width)', value: 'narrow' },
] as const

export type ContentWidth = (typeof contentWidthOptions)[number]['value']

export const lineHeightOptions = [
  { label: 'Normal', value: 'normal' },
  { label: 'Relaxed', value: 'relaxed' },
] as const

export type LineHeight = (typeof lineHeightOptions)[number]['value']

/** What a section shows when a choice is empty; also the defaults of the CMS fields. */
export const defaultTextLayout = { alignment: 'left', width: 'full', lineHeight: 'normal' } as const satisfies {
  alignment: TextAlignment
  width: ContentWidth
  lineHeight: LineHeight
}
