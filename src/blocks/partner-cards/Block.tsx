import { CmsCardSection } from '@/components/CmsCard'
import { columnsFor } from '@/lib/card-layout'
import type { PartnerCardsBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

/** Partners' logos with their names, each optionally linking to the partner's site. */
export default function PartnerCards({ block, context }: BlockProps<PartnerCardsBlock>) {
  return (
    <CmsCardSection
      section={block}
      context={context}
      columns={columnsFor(block.cards.length, 4)}
      label="Partners"
      cardProps={() => ({ small: true, center: true, className: styles.partner })}
    />
  )
}
