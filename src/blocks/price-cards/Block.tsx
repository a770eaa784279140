import { CmsCardSection } from '@/components/CmsCard'
import { columnsFor } from '@/lib/card-layout'
import type { PriceCardsBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

/** Cards, each with what is offered, its price and small print. */
export default function PriceCards({ block, context }: BlockProps<PriceCardsBlock>) {
  return (
    <CmsCardSection
      section={block}
      context={context}
      columns={columnsFor(block.cards.length, 4)}
      label="Prices"
      cardProps={(card) => ({
        center: true,
        children: (
          <>
            <p className={styles.price}>{card.price}</p>
            {card.footerText ? <p className={styles.footer}>{card.footerText}</p> : null}
          </>
        ),
      })}
    />
  )
}
