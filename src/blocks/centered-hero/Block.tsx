import { useId } from 'react'

import { OptionalLink } from '../../components/Link'
import { Markdown } from '../../components/Markdown'
import { Section } from '../../components/Section'
import type { CenteredHeroBlock } from '../../payload-types'
import type { BlockContext } from '../registry'
import styles from './Block.module.css'

export default function CenteredHero({ block, context }: { block: CenteredHeroBlock; context?: BlockContext }) {
  const titleId = useId()
  const Heading = context?.isPageHeading ? 'h1' : 'h2'
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} className={styles.hero} labelledBy={titleId}>
      <div className={styles.content}>
        <Heading id={titleId} className={`heading-1 ${styles.title}`}>
          {block.title}
        </Heading>
        {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
        <Markdown text={block.text} className={styles.text} />
        <OptionalLink text={block.linkText} url={block.linkUrl} className="button button-light" />
      </div>
    </Section>
  )
}
