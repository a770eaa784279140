import { MediaBanner } from '@/components/MediaBanner'
import { MediaImage } from '@/components/MediaImage'
import { imageSizes } from '@/lib/breakpoints'
import type { ScopeSequenceBannerBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

export default function ScopeSequenceBanner({ block, context }: BlockProps<ScopeSequenceBannerBlock>) {
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      kicker={block.grades}
      mediaSide="left"
      media={block.image ? <MediaImage media={block.image} sizes={imageSizes({ tablet: '30vw' })} loading={context.imageLoading} /> : null}
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
      links={[{ text: block.linkText, url: block.linkUrl, color: 'primary' }]}
    />
  )
}
