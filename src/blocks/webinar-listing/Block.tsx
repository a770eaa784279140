import { useId } from 'react'

import { CmsCardSection } from '@/components/CmsCard'
import { Video } from '@/components/Video'
import { columnsFor } from '@/lib/card-layout'
import type { BlockProps } from '@/lib/sections'
import type { WebinarListingBlock } from '@/payload-types'

/** Recorded webinars: each thumbnail swaps to its player on play; one recording plays at a time. */
export default function WebinarListing({ block, context }: BlockProps<WebinarListingBlock>) {
  const group = useId()
  return (
    <CmsCardSection
      section={{ ...block, cards: block.webinars }}
      context={context}
      columns={columnsFor(block.webinars.length)}
      label="Recorded webinars"
      cardProps={(webinar) => ({
        eyebrow: webinar.secondaryText,
        subtitle: webinar.text2,
        media: <Video videoId={webinar.videoId} title={webinar.title} group={group} thumbnailShape="webinar" />,
      })}
    />
  )
}
