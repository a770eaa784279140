import { useId } from 'react'

import { LinkButton } from '@/components/Button'
import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { Section } from '@/components/Section'
import type { CenteredHeroBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

export default function CenteredHero({ block, context }: BlockProps<CenteredHeroBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} className={styles.hero} labelledBy={titleId}>
      <div className={styles.content}>
        <Heading level={context.headingLevel} id={titleId} className={`heading-1 ${styles.title}`}>
          {block.title}
        </Heading>
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        <Markdown text={block.text} className={styles.text} />
        <LinkButton text={block.linkText} url={block.linkUrl} variant="light" />
      </div>
    </Section>
  )
}
