import { CmsCardSection } from '@/components/CmsCard'
import { cardListColumns } from '@/lib/card-layout'
import type { CardListBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

/** Cards one per row, or two side by side when the list holds exactly two. */
export default function CardList({ block, context }: BlockProps<CardListBlock>) {
  return <CmsCardSection section={block} context={context} columns={cardListColumns(block.cards.length)} label="Cards" />
}
