import { useId, type ComponentProps, type ReactNode } from 'react'

import type { HeadingLevel } from '@/lib/sections'
import { Heading } from './Heading'
import { Markdown } from './Markdown'
import { Section } from './Section'

type Props = Pick<ComponentProps<typeof Section>, 'anchorLink' | 'background' | 'width' | 'className'> & {
  /** The section's heading; without it the section has no name and no heading. */
  title?: string | null
  /** Level of the title, from the section's context. */
  headingLevel: HeadingLevel
  /** The title's look (a `heading-N` class and any of the block's own); default heading-2. */
  headingClassName?: string
  /** Markdown introduction under the title. */
  text?: string | null
  children?: ReactNode
}

/**
 * A section named by its heading, with a markdown introduction, then the block's own content (cards, units, lists).
 * Shared by the blocks that list things under a title.
 */
export function TitledSection({ title, headingLevel, headingClassName = 'heading-2', text, children, ...section }: Props) {
  const titleId = useId()
  return (
    <Section {...section} labelledBy={title ? titleId : undefined}>
      {title ? (
        <Heading level={headingLevel} id={titleId} className={headingClassName}>
          {title}
        </Heading>
      ) : null}
      <Markdown text={text} />
      {children}
    </Section>
  )
}
