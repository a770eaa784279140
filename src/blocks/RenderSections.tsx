import { findBlock } from './registry'

type Section = { blockType: string; id?: string | null }

/**
 * Renders a page's sections in order through the block registry. A section whose type is not registered
 * logs the spec's error and renders nothing; the other sections still render.
 */
export async function RenderSections({ sections, pageHeadingTaken }: { sections: Section[] | null | undefined; pageHeadingTaken: boolean }) {
  if (!sections?.length) return null
  return Promise.all(
    sections.map(async (section, index) => {
      const entry = findBlock(section.blockType)
      if (!entry) {
        console.error(`No Section found for model with id ${section.id ?? section.blockType}`)
        return null
      }
      const { default: Component } = await entry.load()
      const context = { isPageHeading: index === 0 && !pageHeadingTaken }
      return <Component key={section.id ?? index} block={section as never} context={context} />
    }),
  )
}
