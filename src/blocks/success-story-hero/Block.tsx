import { BackdropBanner } from '../../components/BackdropBanner'
import { Quote } from '../../components/Quote'
import type { SuccessStoryHeroBlock } from '../../payload-types'
import type { BlockContext } from '../registry'
import styles from './Block.module.css'

export default function SuccessStoryHero({ block, context }: { block: SuccessStoryHeroBlock; context?: BlockContext }) {
  return (
    <BackdropBanner
      image={block.image}
      anchorLink={block.anchorLink}
      priority={context?.isPageHeading}
      bodyClassName={styles.grid}
      kicker="Success story"
      title={block.title}
      text={block.text}
      context={context}
      headingClassName="heading-1"
      aside={
        <div className={styles.card}>
          <Quote quote={block.quote} quotee={block.quotee} quoteeLine2={block.quoteeLine2} />
        </div>
      }
    />
  )
}
