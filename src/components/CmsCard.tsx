import type { ComponentProps, ReactNode } from 'react'

import { cardHeadingLevel, cardImageSizes, cardLinks, type CardAlignment, type CardColumns, type CardImageHeight, type CardWidth } from '@/lib/card-layout'
import { gridImageLoading, type BlockContext, type ImageLoading } from '@/lib/sections'
import type { SectionTheme } from '@/lib/section-themes'
import type { Media } from '@/payload-types'
import { Card } from './Card'
import { CardSection } from './CardSection'
import { Markdown } from './Markdown'
import { MediaImage } from './MediaImage'
import { Video, VideoPopout } from './Video'

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
  /** The generic card's subheading and options (cms/fields/card.ts `cardOptionFields`). */
  titleH4?: string | null
  center?: boolean | null
  small?: boolean | null
  padding?: boolean | null
  divider?: boolean | null
  smallIcon?: number | Media | null
  videoId?: string | null
  modal?: boolean | null
  rowContent?: boolean | null
  imageHeight?: CardImageHeight | null
  width?: CardWidth | null
  alignment?: CardAlignment | null
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
  const title = card.title ?? ''
  // A video takes the picture's place, the picture becoming its poster; in a pop-up it plays only once opened.
  const media = card.videoId ? (
    card.modal ? (
      <VideoPopout title={title} videoId={card.videoId} image={image} />
    ) : (
      <Video videoId={card.videoId} title={title} poster={image} />
    )
  ) : (
    image
  )
  return (
    <Card
      title={card.title}
      subheading={card.titleH4}
      icon={card.smallIcon ? <MediaImage media={card.smallIcon} sizes="48px" /> : undefined}
      media={media}
      // A video is played, not followed: only a picture links.
      mediaHref={card.videoId ? undefined : card.imageLinkUrl}
      mediaLayout={card.rowContent ? 'beside' : undefined}
      links={cardLinks(card)}
      background={card.backgroundColor}
      center={card.center}
      small={card.small}
      roomy={card.padding}
      divider={card.divider}
      imageHeight={card.imageHeight}
      width={card.width}
      alignment={card.alignment}
      {...props}
    >
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
