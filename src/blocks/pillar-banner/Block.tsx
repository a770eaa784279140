import { MediaBanner } from '@/components/MediaBanner'
import { Video, VideoPopout } from '@/components/Video'
import type { PillarBannerBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

export default function PillarBanner({ block, context }: BlockProps<PillarBannerBlock>) {
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      wideMedia
      media={block.playInModal ? <VideoPopout videoId={block.videoId} title={block.title} /> : <Video videoId={block.videoId} title={block.title} />}
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
      links={[{ text: block.linkText, url: block.linkUrl }]}
    />
  )
}
