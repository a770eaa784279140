import { BackdropBanner } from '@/components/BackdropBanner'
import type { HeroImageBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

export default function HeroImage({ block, context }: BlockProps<HeroImageBlock>) {
  return (
    <BackdropBanner
      image={block.image}
      anchorLink={block.anchorLink}
      loading={context.imageLoading}
      bodyClassName={styles.intro}
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
      headingClassName="heading-1"
      links={[{ text: block.linkText, url: block.linkUrl, color: block.buttonColor }]}
    />
  )
}
