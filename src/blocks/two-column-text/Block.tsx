import { Markdown } from '@/components/Markdown'
import { TitledSection } from '@/components/TitledSection'
import type { BlockProps } from '@/lib/sections'
import type { TwoColumnTextBlock } from '@/payload-types'
import styles from './Block.module.css'

/** A title over two markdown columns, side by side from tablets up and stacked on phones. */
export default function TwoColumnText({ block, context }: BlockProps<TwoColumnTextBlock>) {
  return (
    <TitledSection
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      title={block.title}
      headingLevel={context.headingLevel}
      headingClassName={`heading-2 ${styles.title}`}
    >
      <div className={styles.columns}>
        <Markdown text={block.leftText} />
        <Markdown text={block.rightText} />
      </div>
    </TitledSection>
  )
}
