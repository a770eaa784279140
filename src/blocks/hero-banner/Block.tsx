import { BackdropBanner } from '@/components/BackdropBanner'
import type { HeroBannerBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'
import { LANGUAGE_NOTE } from './schema'

export default function HeroBanner({ block, context }: BlockProps<HeroBannerBlock>) {
  return (
    <BackdropBanner
      image={block.image}
      tablet={block.imageTablet}
      mobile={block.imageMobile}
      anchorLink={block.anchorLink}
      loading={context.imageLoading}
      className={block.small ? styles.small : styles.tall}
      bodyClassName={styles.text}
      title={block.title}
      subtitle={block.subtitle}
      headingLevel={context.headingLevel}
      headingClassName="heading-1"
      links={[{ text: block.linkText, url: block.linkUrl, color: 'yellow' }]}
      aside={block.showLanguageNote ? <p className={styles.note}>{LANGUAGE_NOTE}</p> : null}
    />
  )
}
