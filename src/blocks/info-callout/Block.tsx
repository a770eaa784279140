import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Icon } from '@/components/Icon'
import { Markdown } from '@/components/Markdown'
import { Section } from '@/components/Section'
import { calloutKindOf, calloutKinds } from '@/blocks/info-callout/callouts'
import type { BlockProps } from '@/lib/sections'
import type { InfoCalloutBlock } from '@/payload-types'
import styles from './Block.module.css'

/**
 * A boxed info or notice callout with its icon. It is a note whose accessible name starts with its kind
 * ("Notice: …"), so screen readers announce it as a callout, not as ordinary text.
 */
export default function InfoCallout({ block, context }: BlockProps<InfoCalloutBlock>) {
  const titleId = useId()
  const kind = calloutKindOf(block.kind)
  const { spoken, icon } = calloutKinds[kind]
  return (
    <Section anchorLink={block.anchorLink} width="narrow" labelledBy={titleId}>
      <div role="note" aria-label={`${spoken}: ${block.title}`} className={[styles.callout, styles[kind]].join(' ')}>
        <Icon name={icon} size={28} className={styles.icon} />
        <div>
          <Heading level={context.headingLevel} id={titleId} className={`heading-4 ${styles.title}`}>
            {block.title}
          </Heading>
          <Markdown text={block.text} />
        </div>
      </div>
    </Section>
  )
}
