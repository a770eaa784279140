import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Icon } from '@/components/Icon'
import { Markdown } from '@/components/Markdown'
import { Section } from '@/components/Section'
import type { IconName } from '@/lib/icons'
import type { WebinarCategoryHeaderBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

export default function WebinarCategoryHeader({ block, context }: BlockProps<WebinarCategoryHeaderBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <div className={styles.header}>
        {block.icon ? <Icon name={block.icon as IconName} size={40} className={styles.icon} /> : null}
        <Heading level={context.headingLevel} id={titleId} className={`heading-2 ${styles.title}`}>
          {block.title}
        </Heading>
      </div>
      <Markdown text={block.text} className={styles.text} />
    </Section>
  )
}
