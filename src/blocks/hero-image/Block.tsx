import { useId } from 'react'

import { BackdropSection } from '../../components/BackdropSection'
import { BannerText } from '../../components/BannerText'
import type { HeroImageBlock } from '../../payload-types'
import type { BlockContext } from '../registry'
import styles from './Block.module.css'

export default function HeroImage({ block, context }: { block: HeroImageBlock; context?: BlockContext }) {
  const titleId = useId()
  return (
    <BackdropSection image={block.image} anchorLink={block.anchorLink} labelledBy={titleId} priority={context?.isPageHeading}>
      <div className={styles.intro}>
        <BannerText
          title={block.title}
          titleId={titleId}
          text={block.text}
          context={context}
          headingClassName="heading-1"
          links={[{ text: block.linkText, url: block.linkUrl, color: block.buttonColor }]}
        />
      </div>
    </BackdropSection>
  )
}
