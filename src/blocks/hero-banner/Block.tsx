import { useId } from 'react'

import { BackdropSection } from '../../components/BackdropSection'
import { BannerText } from '../../components/BannerText'
import type { HeroBannerBlock } from '../../payload-types'
import type { BlockContext } from '../registry'
import styles from './Block.module.css'
import { LANGUAGE_NOTE } from './schema'

export default function HeroBanner({ block, context }: { block: HeroBannerBlock; context?: BlockContext }) {
  const titleId = useId()
  return (
    <BackdropSection
      image={block.image}
      tablet={block.imageTablet}
      mobile={block.imageMobile}
      anchorLink={block.anchorLink}
      labelledBy={titleId}
      priority={context?.isPageHeading}
      className={block.small ? styles.small : styles.tall}
    >
      <div className={styles.text}>
        <BannerText
          title={block.title}
          titleId={titleId}
          subtitle={block.subtitle}
          context={context}
          headingClassName="heading-1"
          links={[{ text: block.linkText, url: block.linkUrl, color: 'yellow' }]}
        />
      </div>
      {block.showLanguageNote ? <p className={styles.note}>{LANGUAGE_NOTE}</p> : null}
    </BackdropSection>
  )
}
