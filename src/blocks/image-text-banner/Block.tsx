import { Link } from '../../components/Link'
import { MediaBanner } from '../../components/MediaBanner'
import { MediaImage } from '../../components/MediaImage'
import type { ImageTextBannerBlock } from '../../payload-types'
import type { BlockContext } from '../registry'

export default function ImageTextBanner({ block, context }: { block: ImageTextBannerBlock; context?: BlockContext }) {
  const image = <MediaImage media={block.image} sizes="(min-width: 768px) 30vw, 100vw" />
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      mediaSide={block.alignment === 'Right' ? 'right' : 'left'}
      media={block.imageLinkUrl ? <Link href={block.imageLinkUrl}>{image}</Link> : image}
      title={block.title}
      text={block.text}
      context={context}
      links={[{ text: block.linkText, url: block.linkUrl }]}
    />
  )
}
