/**
 * What the page pipeline tells every section besides its own content. Two explicit facts, decided once per
 * page so that each page has exactly one h1 and only the pictures at the top of the page load with it.
 */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

/**
 * How a section's pictures load: `preload` for the section that opens the page (asked for from the document's head,
 * high priority), `eager` for the next one, which a phone often shows on its first screen too (asked for with the
 * page), `lazy` for the rest (when the visitor scrolls near them).
 */
export type ImageLoading = 'preload' | 'eager' | 'lazy'

export type BlockContext = {
  /** Level of the section's own title: 1 when the section carries the page heading, otherwise 2. */
  headingLevel: HeadingLevel
  /** How the section's main pictures load: by its place on the page. */
  imageLoading: ImageLoading
  /**
   * The address's query, on a page rendered for its request (a filtered list sent without JavaScript). Cached pages
   * have none: they are the same for every query.
   */
  query?: URLSearchParams
}

/** Level for a heading under one at `level` (the last level repeats). */
export const subheadingLevel = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel

/**
 * Who carries the page's h1: a shown page title, else the first section when it has a title of its own, else a
 * visually hidden page title. `firstHasHeading` says whether the first section would render a title.
 */
export function pageHeadingOwner({ displayTitle, firstHasHeading }: { displayTitle: boolean; firstHasHeading: boolean }) {
  if (displayTitle) return 'page-title' as const
  return firstHasHeading ? ('first-section' as const) : ('hidden-page-title' as const)
}

/** The context of each section in a column: `leadsPage` is true for the main column when its first section owns the h1. */
export function sectionContext(
  index: number,
  { ownsHeading, mainColumn, query }: { ownsHeading: boolean; mainColumn: boolean; query?: URLSearchParams },
): BlockContext {
  return {
    headingLevel: index === 0 && ownsHeading ? 1 : 2,
    imageLoading: !mainColumn || index > 1 ? 'lazy' : index === 0 ? 'preload' : 'eager',
    ...(query ? { query } : {}),
  }
}

/** How the picture of a grid's `index`th item loads: the first row's as the section's main pictures, the rest lazily. */
export const gridImageLoading = (context: BlockContext, index: number, columns: number): ImageLoading =>
  index < columns ? context.imageLoading : 'lazy'

/** Props of every block component: its own content and what the pipeline decided. */
export type BlockProps<T> = { block: T; context: BlockContext }
