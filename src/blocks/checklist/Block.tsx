import { Mark } from '@/components/Mark'
import { TitledSection } from '@/components/TitledSection'
import { markLabels, type ChecklistMark } from '@/lib/tables'
import type { ChecklistBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

/** A list of items, each with a green check or a red cross; screen readers hear "Yes:" or "No:" first. */
export default function Checklist({ block, context }: BlockProps<ChecklistBlock>) {
  return (
    <TitledSection title={block.title} text={block.text} headingLevel={context.headingLevel} anchorLink={block.anchorLink} background={block.backgroundColor}>
      <ul className={styles.list}>
        {block.items.map((item, index) => {
          const mark: ChecklistMark = item.mark === 'negative' ? 'negative' : 'positive'
          return (
            <li key={item.id ?? index} className={styles.item}>
              <Mark positive={mark === 'positive'} label={markLabels[mark]} /> {item.text}
            </li>
          )
        })}
      </ul>
    </TitledSection>
  )
}
