import { Card, CardGrid, type CardColumns } from '@/components/Card'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { TitledSection } from '@/components/TitledSection'
import { imageSizes } from '@/lib/breakpoints'
import { gridImageLoading, subheadingLevel, type BlockProps } from '@/lib/sections'
import type { ProductFeaturesBlock } from '@/payload-types'
import styles from './Block.module.css'

/** Four across for four (or more) grades, else as many as there are, at least two. */
const gradeColumns = (count: number): CardColumns => Math.min(Math.max(count, 2), 4) as CardColumns

export default function ProductFeatures({ block, context }: BlockProps<ProductFeaturesBlock>) {
  const cardLevel = subheadingLevel(context.headingLevel)
  const grades = block.featuresByGrade ?? []
  const units = block.featuresByUnit ?? []
  return (
    <TitledSection anchorLink={block.anchorLink} background={block.backgroundColor} title={block.title} headingLevel={context.headingLevel} text={block.text}>
      <CardGrid columns={gradeColumns(grades.length)} label={`${block.title}: by grade`} className={styles.onLight}>
        {grades.map((grade, index) => (
          <Card key={grade.id ?? index} title={grade.title} headingLevel={cardLevel} background="gray" small>
            {grade.text ? <Markdown text={grade.text} /> : null}
          </Card>
        ))}
      </CardGrid>
      <CardGrid columns={3} label={`${block.title}: by unit`} className={styles.onLight}>
        {units.map((unit, index) => (
          <Card
            key={unit.id ?? index}
            title={unit.title}
            headingLevel={cardLevel}
            background={unit.color}
            media={unit.image ? <MediaImage media={unit.image} sizes={imageSizes({ desktop: '33vw', tablet: '50vw' })} loading={gridImageLoading(context, index, 3)} /> : null}
          >
            {unit.text || unit.secondaryImage ? (
              <div className={styles.unitBody}>
                <Markdown text={unit.text} />
                {unit.secondaryImage ? <MediaImage media={unit.secondaryImage} sizes="6rem" className={styles.secondaryImage} /> : null}
              </div>
            ) : null}
          </Card>
        ))}
      </CardGrid>
    </TitledSection>
  )
}
