import { useId } from 'react'

import { LinkButtons } from '@/components/Button'
import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { Section } from '@/components/Section'
import type { BlockProps } from '@/lib/sections'
import type { LinkButtonListBlock } from '@/payload-types'
import styles from './Block.module.css'

/** A row of coloured link buttons, with an optional heading and text. */
export default function LinkButtonList({ block, context }: BlockProps<LinkButtonListBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={block.title ? titleId : undefined}>
      <div className={block.center ? styles.center : undefined}>
        {block.title ? (
          <Heading level={context.headingLevel} id={titleId} className="heading-2">
            {block.title}
          </Heading>
        ) : null}
        <Markdown text={block.text} />
        <LinkButtons className={styles.buttons} links={(block.buttons ?? []).map(({ text, url, color }) => ({ text, url, color }))} />
      </div>
    </Section>
  )
}
