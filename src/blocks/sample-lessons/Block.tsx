import { Card } from '@/components/Card'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { TitledSection } from '@/components/TitledSection'
import { getLessonSamples } from '@/features/lesson-samples/data'
import { sampleGroups, selectedFilters } from '@/features/lesson-samples/filters'
import { imageSizes } from '@/lib/breakpoints'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { SampleLessonsBlock } from '@/payload-types'
import { SampleFilters } from './Loader.client'
import styles from './Block.module.css'

/** Button text of a sample without its own. */
const VIEW_SAMPLE = 'View Sample'

/**
 * Every lesson sample under its program (Digital Programs, Classroom Kits, Bullying Prevention Unit, Child Protection
 * Unit, Out-of-School Time) with a filter panel of programs and grades beside them; nothing ticked shows them all.
 */
export default async function SampleLessons({ block, context }: BlockProps<SampleLessonsBlock>) {
  const all = await getLessonSamples()
  const level = block.title ? subheadingLevel(context.headingLevel) : context.headingLevel
  const cardLevel = subheadingLevel(level)
  const groups = sampleGroups.map((group) => ({
    id: group.id,
    title: group.title,
    filters: group.filters.map(({ key, short }) => ({ key, short })),
    samples: all
      .filter((sample) => group.filters.some((filter) => filter.key === sample.filter))
      .map((sample) => ({
        id: String(sample.id),
        key: sample.filter,
        card: (
          <Card
            small
            title={sample.title}
            headingLevel={cardLevel}
            eyebrow={sample.grade || group.filters.find((filter) => filter.key === sample.filter)?.short}
            media={sample.image ? <MediaImage media={sample.image} sizes={imageSizes({ desktop: '25vw', tablet: '40vw' })} /> : null}
            mediaHref={sample.linkUrl}
            links={[{ text: sample.linkText || VIEW_SAMPLE, url: sample.linkUrl, color: 'yellow' }]}
            className={styles.card}
          >
            {sample.description ? <Markdown text={sample.description} /> : null}
          </Card>
        ),
      })),
  }))
  return (
    <TitledSection title={block.title} headingLevel={context.headingLevel} text={block.text} background={block.backgroundColor} anchorLink={block.anchorLink}>
      <SampleFilters groups={groups} headingLevel={level} initial={selectedFilters(context.query ?? '')} />
    </TitledSection>
  )
}
