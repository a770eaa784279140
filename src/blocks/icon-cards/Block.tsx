import { CmsCardSection } from '@/components/CmsCard'
import { Icon } from '@/components/Icon'
import { columnsFor } from '@/lib/card-layout'
import type { IconCardsBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

/** Cards with a decorative icon above the title; up to four side by side. */
export default function IconCards({ block, context }: BlockProps<IconCardsBlock>) {
  return (
    <CmsCardSection
      section={block}
      context={context}
      columns={columnsFor(block.cards.length, 4)}
      label="Cards"
      cardProps={(card) => ({ icon: <Icon name={card.icon} size={48} />, center: true })}
    />
  )
}
