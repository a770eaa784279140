import type { ImageSide } from '../../lib/image-side'

/**
 * The text section's layout: which part comes first and how wide each column is. One source for the CMS selects
 * (blocks/text-section/schema.ts), the component (column order and widths) and its CSS (vertical alignments are
 * classes of the same name in blocks/text-section/Block.module.css).
 */
export const textSectionWidthOptions = [
  { label: 'Standard: media 31.5 %, text 68 %', value: 'standard' },
  { label: 'Even: media and text half each', value: 'even' },
  { label: 'Wide media: media 68 %, text 31.5 %', value: 'wideMedia' },
] as const

export type TextSectionWidth = (typeof textSectionWidthOptions)[number]['value']

/** Share of the row each part takes, in per cent (media 31.5 %, text 68 % by default). */
export const textSectionWidths: Record<TextSectionWidth, { media: number; text: number }> = {
  standard: { media: 31.5, text: 68 },
  even: { media: 50, text: 50 },
  wideMedia: { media: 68, text: 31.5 },
}

export const verticalAlignOptions = [
  { label: 'Top', value: 'top' },
  { label: 'Middle', value: 'middle' },
  { label: 'Bottom', value: 'bottom' },
] as const

export type VerticalAlign = (typeof verticalAlignOptions)[number]['value']

export const defaultTextSectionLayout = { width: 'standard', verticalAlign: 'middle' } as const satisfies {
  width: TextSectionWidth
  verticalAlign: VerticalAlign
}

export type TextSectionPart = 'media' | 'text'

const isWidth = (value: unknown): value is TextSectionWidth => typeof value === 'string' && Object.hasOwn(textSectionWidths, value)

/**
 * Order and widths of a text section's parts. Left puts the media first; Right reverses the order (text first), in the
 * page's reading order as well as on screen. Without media the text stands alone. `share` is the part's width in per
 * cent of the row on tablets and up; phones stack the parts in this order.
 */
export function textSectionLayout({
  alignment,
  width,
  hasMedia,
}: {
  alignment: ImageSide | string | null | undefined
  width: TextSectionWidth | string | null | undefined
  hasMedia: boolean
}): { part: TextSectionPart; share: number }[] {
  if (!hasMedia) return [{ part: 'text', share: 100 }]
  const widths = textSectionWidths[isWidth(width) ? width : defaultTextSectionLayout.width]
  const order: TextSectionPart[] = alignment === 'Right' ? ['text', 'media'] : ['media', 'text']
  return order.map((part) => ({ part, share: widths[part] }))
}
