import { useId } from 'react'

import { CmsCardSection } from '@/components/CmsCard'
import { Quote } from '@/components/Quote'
import { Video } from '@/components/Video'
import { columnsFor } from '@/lib/card-layout'
import type { BlockProps } from '@/lib/sections'
import type { QuoteVideoListBlock } from '@/payload-types'

/** A video-card group: starting one video stops any other playing in the list. */
export default function QuoteVideoList({ block, context }: BlockProps<QuoteVideoListBlock>) {
  const group = useId()
  return (
    <CmsCardSection
      section={{ ...block, cards: block.videos }}
      context={context}
      columns={columnsFor(block.videos.length)}
      label="Videos"
      cardProps={(video) => ({
        media: <Video videoId={video.videoId} title={video.title} group={group} />,
        children: <Quote quote={video.quote} quotee={video.quotee} quoteeLine2={video.quoteeLine2} />,
      })}
    />
  )
}
