import { Fragment, isValidElement, type ReactNode } from 'react'

import { FAILED_SECTION_MARK } from '@/server/failed-sections.mjs'

import { pageHeadingOwner, sectionContext } from '@/lib/sections'
import type { SectionData } from './define'
import { findBlock } from './registry'

/** Whether the first of these sections renders a title of its own, and so can carry the page's h1. */
export function firstSectionHasHeading(sections: SectionData[] | null | undefined): boolean {
  const first = sections?.[0]
  return Boolean(first && findBlock(first.blockType)?.hasHeading(first))
}

/**
 * Renders a column's sections in order through the block registry. A section whose type is not registered logs an
 * error and renders nothing. A section whose render fails logs the error and leaves a mark in its place that keeps
 * the page out of every cache (src/server/failed-sections.mjs); the other sections still render. `ownsHeading`: the first section
 * carries the page's h1. `mainColumn`: the first section is above the fold. `query`: the address's query, on a page
 * rendered for its request. `markBlocks`: each section sits in an element naming its block type (the block gallery,
 * where the thumbnail script finds each block).
 */
export async function RenderSections({
  sections,
  ownsHeading,
  mainColumn,
  query,
  markBlocks = false,
}: {
  sections: SectionData[] | null | undefined
  ownsHeading: boolean
  mainColumn: boolean
  query?: URLSearchParams
  markBlocks?: boolean
}) {
  if (!sections?.length) return null
  return Promise.all(
    sections.map(async (section, index) => {
      const entry = findBlock(section.blockType)
      if (!entry) {
        console.error(`No Section found for model with id ${section.id ?? section.blockType}`)
        return null
      }
      try {
        const rendered = await entry.render(section, sectionContext(index, { ownsHeading, mainColumn, query }))
        return <Fragment key={section.id ?? index}>{markBlocks ? marked(section.blockType, rendered) : rendered}</Fragment>
      } catch (error) {
        console.error(`Section ${section.id ?? section.blockType} failed to render: ${error instanceof Error ? error.message : String(error)}`)
        return <FailedSection key={section.id ?? index} />
      }
    }),
  )
}

/** In place of a section that failed to render: the mark that keeps the page out of every cache. */
const FailedSection = () => <meta name={FAILED_SECTION_MARK} />
const isFailedSection = (node: unknown) => isValidElement(node) && node.type === FailedSection

/** A section inside an element that names its block type and draws no box of its own. */
const marked = (blockType: string, rendered: ReactNode) => <div data-block={blockType}>{rendered}</div>

/**
 * A page's main column: exactly one h1, whatever comes first. The shown page title, or else the first section
 * when it has a title, or else the page title for screen readers only.
 */
export async function MainColumn({
  title,
  displayTitle,
  sections,
  query,
  markBlocks,
}: {
  title: string
  displayTitle: boolean
  sections: SectionData[] | null | undefined
  query?: URLSearchParams
  markBlocks?: boolean
}) {
  const owner = pageHeadingOwner({ displayTitle, firstHasHeading: firstSectionHasHeading(sections) })
  const rendered = await RenderSections({ sections, ownsHeading: owner === 'first-section', mainColumn: true, query, markBlocks })
  // A page with nothing left to show is an error (500), not an empty page.
  if (rendered?.length && rendered.every(isFailedSection)) throw new Error(`No section of the page "${title}" could render.`)
  return (
    <>
      {owner === 'first-section' ? null : <h1 className={owner === 'page-title' ? 'page-title' : 'visually-hidden'}>{title}</h1>}
      {rendered}
    </>
  )
}
