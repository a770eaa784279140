import { useId } from 'react'

import { CmsCardSection } from '@/components/CmsCard'
import { MediaImage } from '@/components/MediaImage'
import { Video, VideoPopout } from '@/components/Video'
import { cardImageSizes, columnsFor } from '@/lib/card-layout'
import type { BlockProps } from '@/lib/sections'
import type { VideoListBlock } from '@/payload-types'

/** Videos side by side, played in place one at a time, or each opened in a dialog (the lightbox option). */
export default function VideoList({ block, context }: BlockProps<VideoListBlock>) {
  const group = useId()
  const columns = columnsFor(block.videos.length)
  return (
    <CmsCardSection
      section={{ ...block, cards: block.videos }}
      context={context}
      columns={columns}
      label="Videos"
      // The video's picture is its poster: the media replaces the card's own picture.
      cardProps={(video) => {
        const poster = video.image ? <MediaImage media={video.image} sizes={cardImageSizes(columns)} /> : undefined
        return {
          media: block.lightbox ? (
            <VideoPopout videoId={video.videoId} title={video.text} image={poster} />
          ) : (
            <Video videoId={video.videoId} title={video.text} poster={poster} group={group} />
          ),
        }
      }}
    />
  )
}
