import { CmsCardSection } from '@/components/CmsCard'
import { columnsFor } from '@/lib/card-layout'
import type { StatCardsBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

/** Cards each showing a figure in large type, what it counts, and an optional link. */
export default function StatCards({ block, context }: BlockProps<StatCardsBlock>) {
  return (
    <CmsCardSection
      section={block}
      context={context}
      columns={columnsFor(block.cards.length, 4)}
      label="Figures"
      cardProps={(card) => ({ subtitle: card.subtitle, center: true, headingClassName: 'heading-2' })}
    />
  )
}
