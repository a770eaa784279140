import { CmsCardSection } from '@/components/CmsCard'
import { columnsFor } from '@/lib/card-layout'
import type { ImageCardsBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

/** Cards with a picture on top; the picture and title link where an image link is set. */
export default function ImageCards({ block, context }: BlockProps<ImageCardsBlock>) {
  return <CmsCardSection section={block} context={context} columns={columnsFor(block.cards.length, 3)} label="Cards" />
}
