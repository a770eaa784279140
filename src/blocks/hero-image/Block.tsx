import { BackdropBanner } from '../../components/BackdropBanner'
import type { HeroImageBlock } from '../../payload-types'
import type { BlockContext } from '../registry'
import styles from './Block.module.css'

export default function HeroImage({ block, context }: { block: HeroImageBlock; context?: BlockContext }) {
  return (
    <BackdropBanner
      image={block.image}
      anchorLink={block.anchorLink}
      priority={context?.isPageHeading}
      bodyClassName={styles.intro}
      title={block.title}
      text={block.text}
      context={context}
      headingClassName="heading-1"
      links={[{ text: block.linkText, url: block.linkUrl, color: block.buttonColor }]}
    />
  )
}
