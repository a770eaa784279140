import { MediaBanner } from '@/components/MediaBanner'
import { MediaImage } from '@/components/MediaImage'
import { imageSizes } from '@/lib/breakpoints'
import { mediaSideOf } from '@/lib/image-side'
import { Quote } from '@/components/Quote'
import type { SuccessStoryBannerBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

export default function SuccessStoryBanner({ block, context }: BlockProps<SuccessStoryBannerBlock>) {
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      kicker="Success story"
      mediaSide={mediaSideOf(block.alignment)}
      media={<MediaImage media={block.image} sizes={imageSizes({ tablet: '30vw' })} loading={context.imageLoading} />}
      title={block.title}
      headingLevel={context.headingLevel}
      headingClassName="heading-3"
      links={[{ text: block.linkText, url: block.linkUrl }]}
    >
      <Quote quote={block.quote} quotee={block.quotee} quoteeLine2={block.quoteeLine2} />
    </MediaBanner>
  )
}
