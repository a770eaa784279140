import { Card, CardGrid } from '@/components/Card'
import { Heading } from '@/components/Heading'
import { Icon } from '@/components/Icon'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { TextParts } from '@/components/TextParts'
import { TitledSection } from '@/components/TitledSection'
import { UnitCards } from '@/components/UnitCard'
import { imageSizes } from '@/lib/breakpoints'
import { gridImageLoading, subheadingLevel, type BlockProps } from '@/lib/sections'
import type { LessonOverviewBlock } from '@/payload-types'
import styles from './Block.module.css'

const cardImageSizes = imageSizes({ desktop: '33vw', tablet: '50vw' })

/** Button text of a lesson sample without its own. */
const VIEW_SAMPLE = 'View Sample'

export default function LessonOverview({ block, context }: BlockProps<LessonOverviewBlock>) {
  const sublevel = subheadingLevel(context.headingLevel)
  const parts = [
    { title: block.primaryTitle, text: block.primaryText },
    { title: block.title2, text: block.secondaryText },
    { title: block.title3, text: block.tertiaryText },
  ].filter((part) => part.title || part.text)
  const cards = block.cards ?? []
  const samples = block.lessonSamples ?? []
  const cardColumns = cards.length === 2 || cards.length === 4 ? 2 : 3
  // The cards open the section's pictures unless unit cards come before them.
  const cardContext = block.unitSections?.length ? { ...context, imageLoading: 'lazy' as const } : context
  return (
    <TitledSection anchorLink={block.anchorLink} background={block.backgroundColor} title={block.title} headingLevel={context.headingLevel} text={block.text}>
      {parts.length ? (
        <TextParts parts={parts} headingLevel={sublevel} className={styles.parts} titleClassName={styles.partTitle} />
      ) : null}
      <UnitCards units={block.unitSections} context={context} headingLevel={sublevel} label={`${block.title}: units`} />
      <CardGrid columns={cardColumns} label={block.title} className={styles.group}>
        {cards.map((card, index) => (
          <Card
            key={card.id ?? index}
            title={card.title}
            headingLevel={sublevel}
            subtitle={card.subtitle}
            media={card.image ? <MediaImage media={card.image} sizes={cardImageSizes} loading={gridImageLoading(cardContext, index, cardColumns)} /> : null}
            links={[{ text: card.linkText, url: card.linkUrl }]}
            className={styles.card}
          >
            {card.text ? <Markdown text={card.text} /> : null}
          </Card>
        ))}
      </CardGrid>
      {samples.length ? (
        <div className={styles.group}>
          {block.lessonSamplesTitle ? (
            <Heading level={sublevel} className="heading-3">
              {block.lessonSamplesTitle}
            </Heading>
          ) : null}
          <CardGrid columns={3} label={block.lessonSamplesTitle || 'Lesson samples'} className={block.spaceBetween && samples.length < 3 ? styles.spread : undefined}>
            {samples.map((sample, index) => (
              <Card
                key={sample.id ?? index}
                small
                title={sample.title}
                headingLevel={block.lessonSamplesTitle ? subheadingLevel(sublevel) : sublevel}
                eyebrow={sample.grade}
                media={sample.image ? <MediaImage media={sample.image} sizes={cardImageSizes} /> : null}
                mediaHref={sample.linkUrl}
                links={[{ text: sample.linkText || VIEW_SAMPLE, url: sample.linkUrl, color: 'yellow' }]}
                className={styles.card}
              />
            ))}
          </CardGrid>
        </div>
      ) : null}
      {block.additionalUnit ? (
        <div className={styles.note}>
          <Icon name="book-open" size={28} className={styles.noteIcon} />
          <Markdown text={block.additionalUnit} />
        </div>
      ) : null}
    </TitledSection>
  )
}
