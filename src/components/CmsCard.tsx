import type { ComponentProps, ReactNode } from 'react'

import { cardHeadingLevel, cardImageSizes, cardLinks, type CardColumns } from '@/lib/card-layout'
import { gridImageLoading, type BlockContext, type ImageLoading } from '@/lib/sections'
import type { SectionTheme } from '@/lib/section-themes'
import type { Media } from '@/payload-types'
import { Card } from './Card'
import { CardSection } from './CardSection'
import { Markdown } from './Markdown'
import { MediaImage } from './MediaImage'

/** The card fields as the CMS stores them (cms/fields/card.ts); each block stores only some of them. */
export type StoredCard = {
  title?: string | null
  text?: string | null
  image?: number | Media | null
  imageLinkUrl?: string | null
  linkText?: string | null
  linkUrl?: string | null
  linkText2?: string | null
  linkUrl2?: string | null
  backgroundColor?: string | null
}

type CmsCardProps = Omit<ComponentProps<typeof Card>, 'title' | 'links' | 'mediaHref'> & {
  card: StoredCard
  /** Columns of the grid the card sits in: sizes its picture. */
  columns: CardColumns
  /** The picture is above the fold: load it first. */
  loading?: ImageLoading
  children?: ReactNode
}

/**
 * A card from its stored fields: picture (linked by imageLinkUrl), title, markdown text, buttons and colour. Props
 * after `card` (background, media, center…) override what the fields give. A server component.
 */
export function CmsCard({ card, columns, loading, children, ...props }: CmsCardProps) {
  const image = card.image ? <MediaImage media={card.image} sizes={cardImageSizes(columns)} loading={loading} /> : null
  return (
    <Card title={card.title} media={image} mediaHref={card.imageLinkUrl} links={cardLinks(card)} background={card.backgroundColor} {...props}>
      {card.text || children ? (
        <>
          <Markdown text={card.text} />
          {children}
        </>
      ) : null}
    </Card>
  )
}

type StoredSection<C> = {
  title?: string | null
  text?: string | null
  anchorLink?: string | null
  backgroundColor?: SectionTheme | null
  cards: C[]
}

/**
 * A card block's whole section from its stored fields: heading, intro and one `CmsCard` per stored card, with titles
 * under the section's heading. `cardProps` gives what a block adds to or overrides on each card (an icon, a quote,
 * a layout). A server component.
 */
export function CmsCardSection<C extends StoredCard & { id?: string | null }>({
  section,
  context,
  columns,
  label,
  cardProps,
}: {
  section: StoredSection<C>
  context: BlockContext
  columns: CardColumns
  /** Names the list of cards for screen readers when the section has no heading. */
  label: string
  cardProps?: (card: C) => Partial<Omit<CmsCardProps, 'card' | 'columns'>>
}) {
  const level = cardHeadingLevel(Boolean(section.title), context.headingLevel)
  return (
    <CardSection
      title={section.title}
      text={section.text}
      headingLevel={context.headingLevel}
      anchorLink={section.anchorLink}
      background={section.backgroundColor}
      columns={columns}
      label={label}
    >
      {section.cards.map((card, index) => (
        <CmsCard key={card.id ?? index} card={card} headingLevel={level} columns={columns} loading={gridImageLoading(context, index, columns)} {...cardProps?.(card)} />
      ))}
    </CardSection>
  )
}
