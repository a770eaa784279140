import { Link } from '@/components/Link'
import { MediaBanner } from '@/components/MediaBanner'
import { MediaImage } from '@/components/MediaImage'
import { imageSizes } from '@/lib/breakpoints'
import { mediaSideOf } from '@/lib/image-side'
import type { ImageTextBannerBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

export default function ImageTextBanner({ block, context }: BlockProps<ImageTextBannerBlock>) {
  const image = <MediaImage media={block.image} sizes={imageSizes({ tablet: '30vw' })} loading={context.imageLoading} />
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      mediaSide={mediaSideOf(block.alignment)}
      media={block.imageLinkUrl ? <Link href={block.imageLinkUrl}>{image}</Link> : image}
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
      links={[{ text: block.linkText, url: block.linkUrl }]}
    />
  )
}
