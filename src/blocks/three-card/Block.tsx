import { CmsCardSection } from '@/components/CmsCard'
import { columnsFor } from '@/lib/card-layout'
import type { ThreeCardBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

/** A section heading and one to three cards side by side. */
export default function ThreeCard({ block, context }: BlockProps<ThreeCardBlock>) {
  return <CmsCardSection section={block} context={context} columns={columnsFor(block.cards.length, 3)} label="Cards" />
}
