/**
 * How card blocks lay out their cards. One source for the CMS selects (cms/fields/card.ts and the card block schemas),
 * the blocks and components/Card, where each media layout is a class of the same name.
 */
import { imageSizes } from './breakpoints'
import { subheadingLevel, type HeadingLevel } from './sections'
import { textAlignmentOptions, type TextAlignment } from './text-layout'

/** Columns of a card grid from tablet width up (components/Card `CardGrid`). */
export type CardColumns = 1 | 2 | 3 | 4

/**
 * Width of each card in a card list: half the row when the list holds exactly 2 cards, otherwise the whole
 * row.
 */
export const cardListWidth = (count: number): '50%' | '100%' => (count === 2 ? '50%' : '100%')

/** The card list's grid: two columns for two half-width cards, else one card per row. */
export const cardListColumns = (count: number): CardColumns => (cardListWidth(count) === '50%' ? 2 : 1)

/** As many columns as cards, between 1 and `max`: one card fills the row, three cards sit side by side. */
export const columnsFor = (count: number, max: CardColumns = 3): CardColumns => Math.min(Math.max(count, 1), max) as CardColumns

/** The `sizes` of a card's picture in a grid of `columns` (one column on phones). */
export const cardImageSizes = (columns: CardColumns): string =>
  columns === 1 ? imageSizes({ content: '1170px' }) : imageSizes({ desktop: `${Math.ceil(100 / columns)}vw`, tablet: '50vw' })

/** Level of the cards' titles: under the section's title when it shows one, otherwise the section's own level. */
export const cardHeadingLevel = (sectionHasTitle: boolean, level: HeadingLevel): HeadingLevel => (sectionHasTitle ? subheadingLevel(level) : level)

/** Where a card's picture sits: above its text, or beside it from tablet width up (stacked on phones). */
export const cardMediaLayoutOptions = [
  { label: 'Above the text', value: 'above' },
  { label: 'Beside the text', value: 'beside' },
] as const

export type CardMediaLayout = (typeof cardMediaLayoutOptions)[number]['value']

export const defaultCardMediaLayout: CardMediaLayout = 'above'

/** A card's buttons from its stored link pairs (linkText/linkUrl, linkText2/linkUrl2); components/Card drops empty ones. */
export const cardLinks = (card: { linkText?: string | null; linkUrl?: string | null; linkText2?: string | null; linkUrl2?: string | null }) => [
  { text: card.linkText, url: card.linkUrl },
  { text: card.linkText2, url: card.linkUrl2 },
]

/** How tall a card's picture is: its own shape, or a fixed height it is cropped to fill (components/Card classes). */
export const cardImageHeightOptions = [
  { label: 'Its own shape', value: 'auto' },
  { label: 'Short (10rem)', value: 'short' },
  { label: 'Medium (15rem)', value: 'medium' },
  { label: 'Tall (20rem)', value: 'tall' },
] as const

export type CardImageHeight = (typeof cardImageHeightOptions)[number]['value']

/** How much of its place in the list a card takes from tablet width up (phones always use the whole width). */
export const cardWidthOptions = [
  { label: 'Whole width', value: 'full' },
  { label: 'Three quarters', value: 'threeQuarters' },
  { label: 'Half', value: 'half' },
] as const

export type CardWidth = (typeof cardWidthOptions)[number]['value']

/** Where a card narrower than its place sits: the same choices as a text's alignment. */
export const cardAlignmentOptions = textAlignmentOptions

export type CardAlignment = TextAlignment

/** Defaults of the card options: nothing changes the card until an editor picks otherwise. */
export const defaultCardOptions = { imageHeight: 'auto', width: 'full', alignment: 'left' } as const satisfies {
  imageHeight: CardImageHeight
  width: CardWidth
  alignment: CardAlignment
}
