import { CmsCardSection } from '@/components/CmsCard'
import { Quote } from '@/components/Quote'
import { columnsFor } from '@/lib/card-layout'
import type { StoryCardsBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

/** Short success stories: the school's picture and name, a quote with its speaker, and a link to the full story. */
export default function StoryCards({ block, context }: BlockProps<StoryCardsBlock>) {
  return (
    <CmsCardSection
      section={block}
      context={context}
      columns={columnsFor(block.cards.length, 3)}
      label="Success stories"
      cardProps={(card) => ({
        eyebrow: 'Success story',
        children: <Quote quote={card.quote} quotee={card.quotee} quoteeLine2={card.quoteeLine2} />,
      })}
    />
  )
}
