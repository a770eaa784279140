import { useId, type ComponentProps, type ReactNode } from 'react'

import { subheadingLevel, type HeadingLevel } from '@/lib/sections'
import { Heading } from './Heading'
import { Markdown } from './Markdown'
import { Section } from './Section'
import styles from './TitledSection.module.css'

type Props = Pick<ComponentProps<typeof Section>, 'anchorLink' | 'background' | 'width' | 'className'> & {
  /** The section's heading; without it the section has no name and no heading. */
  title?: string | null
  /** Level of the title, from the section's context. */
  headingLevel: HeadingLevel
  /** The title's look (a `heading-N` class and any of the block's own); default heading-2. */
  headingClassName?: string
  /** Markdown introduction under the title. */
  text?: string | null
  /** An optional heading over the whole section, with a line under it: the title then stands one level below. */
  sectionTitle?: string | null
  sectionSubtitle?: string | null
  children?: ReactNode
}

/**
 * A section named by its heading, with a markdown introduction, then the block's own content (cards, units, lists).
 * Shared by the blocks that list things under a title.
 */
export function TitledSection({ title, headingLevel, headingClassName = 'heading-2', text, sectionTitle, sectionSubtitle, children, ...section }: Props) {
  const titleId = useId()
  const sectionTitleId = useId()
  const titleLevel = sectionTitle ? subheadingLevel(headingLevel) : headingLevel
  return (
    <Section {...section} labelledBy={sectionTitle ? sectionTitleId : title ? titleId : undefined}>
      {sectionTitle ? (
        <header className={styles.header}>
          <Heading level={headingLevel} id={sectionTitleId} className="heading-2">
            {sectionTitle}
          </Heading>
          {sectionSubtitle ? <p className={styles.subtitle}>{sectionSubtitle}</p> : null}
        </header>
      ) : null}
      {title ? (
        <Heading level={titleLevel} id={titleId} className={sectionTitle ? 'heading-3' : headingClassName}>
          {title}
        </Heading>
      ) : null}
      <Markdown text={text} />
      {children}
    </Section>
  )
}

/** A block's usual section fields (titles, introduction, anchor, background) as TitledSection's props. */
export const titledSectionOf = (
  block: { sectionTitle?: string | null; sectionSubtitle?: string | null; title?: string | null; text?: string | null; anchorLink?: string | null; backgroundColor?: Props['background'] },
  headingLevel: HeadingLevel,
) => ({
  sectionTitle: block.sectionTitle,
  sectionSubtitle: block.sectionSubtitle,
  title: block.title,
  text: block.text,
  headingLevel,
  anchorLink: block.anchorLink,
  background: block.backgroundColor,
})
