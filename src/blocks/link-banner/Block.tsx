import { MediaBanner } from '@/components/MediaBanner'
import type { LinkBannerBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

export default function LinkBanner({ block, context }: BlockProps<LinkBannerBlock>) {
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      className={block.white ? styles.card : undefined}
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
      align="center"
      links={[
        { text: block.linkText, url: block.linkUrl, color: block.white ? 'primary' : 'yellow' },
        { text: block.linkText2, url: block.linkUrl2, color: block.white ? 'orange' : 'yellow' },
      ]}
    />
  )
}
