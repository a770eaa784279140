import { MediaBanner } from '../../components/MediaBanner'
import { Video, VideoPopout } from '../../components/Video'
import type { PillarBannerBlock } from '../../payload-types'
import type { BlockContext } from '../registry'

export default function PillarBanner({ block, context }: { block: PillarBannerBlock; context?: BlockContext }) {
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      wideMedia
      media={block.playInModal ? <VideoPopout videoId={block.videoId} title={block.title} /> : <Video videoId={block.videoId} title={block.title} />}
      title={block.title}
      text={block.text}
      context={context}
      links={[{ text: block.linkText, url: block.linkUrl }]}
    />
  )
}
