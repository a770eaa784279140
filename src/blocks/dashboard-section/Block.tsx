import { useId } from 'react'

import { LinkButton } from '@/components/Button'
import { Card, CardGrid, type CardColumns } from '@/components/Card'
import { Heading } from '@/components/Heading'
import { LoginRequiredBadge } from '@/components/LoginRequiredBadge'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { Section } from '@/components/Section'
import { Split } from '@/components/Split'
import { TextParts } from '@/components/TextParts'
import { Timeline } from '@/components/Timeline'
import { imageSizes } from '@/lib/breakpoints'
import { gridImageLoading, subheadingLevel, type BlockProps } from '@/lib/sections'
import type { DashboardSectionBlock } from '@/payload-types'
import styles from './Block.module.css'

/** A section of resources, with text columns, timelines and cards; flagged with an icon, it reads "Login Required". */
export default function DashboardSection({ block, context }: BlockProps<DashboardSectionBlock>) {
  const titleId = useId()
  const level = subheadingLevel(context.headingLevel)
  const columns = [block.markdownSections ?? [], block.markdownSections2 ?? []].filter((parts) => parts.length)
  const cards = block.cards ?? []
  const cardColumns = Math.min(Math.max(cards.length, 1), 3) as CardColumns
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <Split
        media={block.image ? <MediaImage media={block.image} sizes={imageSizes({ tablet: '30vw' })} loading={context.imageLoading} /> : null}
      >
        <div className={styles.intro}>
          <Heading level={context.headingLevel} id={titleId} className="heading-2">
            {block.title}
          </Heading>
          {block.icon ? <LoginRequiredBadge /> : null}
          <Markdown text={block.text} />
          <LinkButton text={block.linkText} url={block.linkUrl} />
        </div>
      </Split>
      {columns.length ? (
        <div className={[styles.columns, columns.length > 1 ? styles.two : ''].join(' ')}>
          {columns.map((parts, index) => (
            <TextParts key={index} parts={parts} headingLevel={level} className={styles.column} partClassName={styles.part} />
          ))}
        </div>
      ) : null}
      {(block.timelines ?? []).map((timeline, index) => (
        <div key={timeline.id ?? index} className={styles.timeline}>
          <Timeline title={timeline.title} intro={timeline.intro} steps={timeline.steps} headingLevel={level} />
        </div>
      ))}
      <CardGrid columns={cardColumns}>
        {cards.map((card, index) => (
          <Card
            key={card.id ?? index}
            title={card.title}
            headingLevel={level}
            media={card.image ? <MediaImage media={card.image} sizes={imageSizes({ desktop: '30vw', tablet: '45vw' })} loading={block.image ? 'lazy' : gridImageLoading(context, index, cardColumns)} /> : null}
            links={[{ text: card.linkText, url: card.linkUrl }]}
            background={card.backgroundColor}
          >
            {card.text ? <Markdown text={card.text} /> : null}
          </Card>
        ))}
      </CardGrid>
    </Section>
  )
}
