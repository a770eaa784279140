import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { Section } from '@/components/Section'
import type { BlockProps } from '@/lib/sections'
import type { TwoColumnTextBlock } from '@/payload-types'
import styles from './Block.module.css'

/** A title over two markdown columns, side by side from tablets up and stacked on phones. */
export default function TwoColumnText({ block, context }: BlockProps<TwoColumnTextBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={block.title ? titleId : undefined}>
      {block.title ? (
        <Heading level={context.headingLevel} id={titleId} className={`heading-2 ${styles.title}`}>
          {block.title}
        </Heading>
      ) : null}
      <div className={styles.columns}>
        <Markdown text={block.leftText} />
        <Markdown text={block.rightText} />
      </div>
    </Section>
  )
}
