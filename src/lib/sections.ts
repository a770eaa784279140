/**
 * What the page pipeline tells every section besides its own content. Two explicit facts, decided once per
 * page so that each page has exactly one h1 and only its first section's images load eagerly.
 */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6

export type BlockContext = {
  /** Level of the section's own title: 1 when the section carries the page heading, otherwise 2. */
  headingLevel: HeadingLevel
  /** The section opens the page: its main image is above the fold and loads first, with high priority. */
  aboveTheFold: boolean
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
export function sectionContext(index: number, { ownsHeading, mainColumn }: { ownsHeading: boolean; mainColumn: boolean }): BlockContext {
  return {
    headingLevel: index === 0 && ownsHeading ? 1 : 2,
    aboveTheFold: mainColumn && index === 0,
  }
}

/** Props of every block component: its own content and what the pipeline decided. */
export type BlockProps<T> = { block: T; context: BlockContext }
