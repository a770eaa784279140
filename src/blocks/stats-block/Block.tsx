import { TitledSection } from '@/components/TitledSection'
import { STAT_LABELS } from '@/lib/tables'
import type { StatsBlockBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

/** Two figures side by side: "Total Awarded" and "Schools Served". */
export default function StatsBlock({ block, context }: BlockProps<StatsBlockBlock>) {
  const stats = [
    { label: STAT_LABELS.totalAwarded, value: block.totalAwarded },
    { label: STAT_LABELS.schoolsServed, value: block.schoolsServed },
  ]
  return (
    <TitledSection title={block.title} headingLevel={context.headingLevel} anchorLink={block.anchorLink} background={block.backgroundColor}>
      <dl className={styles.stats}>
        {stats.map((stat) => (
          <div key={stat.label} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  )
}
