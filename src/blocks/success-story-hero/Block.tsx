import { BackdropBanner } from '@/components/BackdropBanner'
import { Quote } from '@/components/Quote'
import type { SuccessStoryHeroBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

export default function SuccessStoryHero({ block, context }: BlockProps<SuccessStoryHeroBlock>) {
  return (
    <BackdropBanner
      image={block.image}
      anchorLink={block.anchorLink}
      loading={context.imageLoading}
      bodyClassName={styles.grid}
      kicker="Success story"
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
      headingClassName="heading-1"
      aside={
        <div className={styles.card}>
          <Quote quote={block.quote} quotee={block.quotee} quoteeLine2={block.quoteeLine2} />
        </div>
      }
    />
  )
}
