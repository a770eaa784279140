import { Markdown } from '@/components/Markdown'
import { TitledSection } from '@/components/TitledSection'
import type { PricingListBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

/** Names and values joined by dotted leaders, as on a price list, between an intro and a closing text. */
export default function PricingList({ block, context }: BlockProps<PricingListBlock>) {
  return (
    <TitledSection title={block.title} headingLevel={context.headingLevel} anchorLink={block.anchorLink} background={block.backgroundColor}>
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      <Markdown text={block.text} />
      <dl className={styles.list}>
        {block.cards.map((entry, index) => (
          <div key={entry.id ?? index} className={styles.entry}>
            <dt className={styles.name}>{entry.title}</dt>
            <dd className={styles.value}>{entry.text}</dd>
          </div>
        ))}
      </dl>
      <Markdown text={block.text2} />
    </TitledSection>
  )
}
