import { useId, type ReactNode } from 'react'

import type { CardColumns } from '@/lib/card-layout'
import type { HeadingLevel } from '@/lib/sections'
import type { SectionTheme } from '@/lib/section-themes'
import { BannerText } from './BannerText'
import { CardGrid } from './Card'
import { Section } from './Section'

type Props = {
  /** Optional heading above the cards, at the section's level. */
  title?: string | null
  /** Optional markdown intro under the heading. */
  text?: string | null
  headingLevel: HeadingLevel
  anchorLink?: string | null
  background?: SectionTheme | null
  columns: CardColumns
  /** Names the list of cards for screen readers when the section has no heading. */
  label: string
  /** One `Card` per item. */
  children: ReactNode[]
}

/**
 * A section of cards: an optional heading and intro, then the cards in a grid. Shared by the card blocks; each block
 * renders its own cards (with `cardHeadingLevel` for their titles). A server component.
 */
export function CardSection({ title, text, headingLevel, anchorLink, background, columns, label, children }: Props) {
  const titleId = useId()
  return (
    <Section anchorLink={anchorLink} background={background} labelledBy={title ? titleId : undefined}>
      {title || text ? <BannerText title={title} titleId={titleId} text={text} headingLevel={headingLevel} /> : null}
      <CardGrid columns={columns} label={title ?? label}>
        {children}
      </CardGrid>
    </Section>
  )
}
