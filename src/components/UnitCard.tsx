import { imageSizes } from '@/lib/breakpoints'
import { gridImageLoading, type BlockContext, type HeadingLevel, type ImageLoading } from '@/lib/sections'
import { lessonCountText, unitLabel } from '@/lib/units'
import type { UnitList } from '@/payload-types'
import { Card, CardGrid } from './Card'
import { Markdown } from './Markdown'
import { MediaImage } from './MediaImage'
import styles from './UnitCard.module.css'

/** One unit as the CMS stores it (cms/fields/units.ts). */
export type Unit = NonNullable<UnitList>[number]

/**
 * One unit of a program: "Unit 2" above its title, the lesson count, the overview, an optional picture and link, and
 * a "Coming soon"-style badge while the unit is not yet available. A server component.
 */
export function UnitCard({ unit, headingLevel, loading }: { unit: Unit; headingLevel: HeadingLevel; loading?: ImageLoading }) {
  return (
    <Card
      title={unit.unitTitle}
      headingLevel={headingLevel}
      eyebrow={unitLabel(unit.unitType, unit.unitNumber)}
      subtitle={lessonCountText(unit.lessonCount)}
      media={unit.image ? <MediaImage media={unit.image} sizes={imageSizes({ desktop: '25vw', tablet: '50vw' })} loading={loading} /> : null}
      mediaHref={unit.imageLinkUrl}
      links={[{ text: unit.imageText, url: unit.imageLinkUrl }]}
      badge={unit.comingSoon ? <span className={styles.badge}>{unit.comingSoon}</span> : null}
      className={[styles.card, unit.comingSoon ? styles.comingSoon : ''].filter(Boolean).join(' ')}
    >
      {unit.unitOverviewText ? <Markdown text={unit.unitOverviewText} /> : null}
    </Card>
  )
}

/**
 * A program's units as a grid of unit cards (four across for four units, else three); nothing without units. The
 * first row's pictures load as the section's main pictures (`context`).
 */
export function UnitCards({
  units,
  headingLevel,
  context,
  label = 'Units',
}: {
  units: UnitList | undefined
  headingLevel: HeadingLevel
  context: BlockContext
  label?: string
}) {
  if (!units?.length) return null
  const columns = units.length === 4 ? 4 : 3
  return (
    <CardGrid columns={columns} label={label}>
      {units.map((unit, index) => (
        <UnitCard key={unit.id ?? index} unit={unit} headingLevel={headingLevel} loading={gridImageLoading(context, index, columns)} />
      ))}
    </CardGrid>
  )
}
