import { MediaBanner } from '@/components/MediaBanner'
import { MediaImage } from '@/components/MediaImage'
import { imageSizes } from '@/lib/breakpoints'
import { mediaSideOf } from '@/lib/image-side'
import type { LaunchAdBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

/** A launch announcement: an eyebrow such as "New", the title, text, one coloured button and a picture. */
export default function LaunchAd({ block, context }: BlockProps<LaunchAdBlock>) {
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      kicker={block.eyebrow}
      mediaSide={mediaSideOf(block.alignment)}
      wideMedia
      media={<MediaImage media={block.image} sizes={imageSizes({ tablet: '50vw' })} loading={context.imageLoading} />}
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
      links={[{ text: block.linkText, url: block.linkUrl, color: block.buttonColor }]}
    />
  )
}
