import { useId } from 'react'

import { BackdropSection } from '../../components/BackdropSection'
import { BannerText } from '../../components/BannerText'
import { Quote } from '../../components/Quote'
import type { SuccessStoryHeroBlock } from '../../payload-types'
import type { BlockContext } from '../registry'
import styles from './Block.module.css'

export default function SuccessStoryHero({ block, context }: { block: SuccessStoryHeroBlock; context?: BlockContext }) {
  const titleId = useId()
  return (
    <BackdropSection image={block.image} anchorLink={block.anchorLink} labelledBy={titleId} priority={context?.isPageHeading}>
      <p className={styles.kicker}>Success story</p>
      <div className={styles.grid}>
        <BannerText title={block.title} titleId={titleId} text={block.text} context={context} headingClassName="heading-1" />
        <div className={styles.card}>
          <Quote quote={block.quote} quotee={block.quotee} quoteeLine2={block.quoteeLine2} />
        </div>
      </div>
    </BackdropSection>
  )
}
