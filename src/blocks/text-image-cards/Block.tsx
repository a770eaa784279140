import { Heading } from '@/components/Heading'
import { CmsCardSection } from '@/components/CmsCard'
import { Markdown } from '@/components/Markdown'
import { cardHeadingLevel, columnsFor, defaultCardMediaLayout } from '@/lib/card-layout'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { TextImageCardsBlock } from '@/payload-types'

/** Cards with title, text and picture (above or beside the text), and an optional second title and text. */
export default function TextImageCards({ block, context }: BlockProps<TextImageCardsBlock>) {
  const mediaLayout = block.imageLayout ?? defaultCardMediaLayout
  // The second title sits under the card's title.
  const level = subheadingLevel(cardHeadingLevel(Boolean(block.title), context.headingLevel))
  return (
    <CmsCardSection
      section={block}
      context={context}
      // Cards with the picture beside the text need the whole row.
      columns={mediaLayout === 'beside' ? 1 : columnsFor(block.cards.length, 3)}
      label="Cards"
      cardProps={(card) => ({
        mediaLayout,
        background: card.white ? 'none' : 'gray',
        children: card.title2 || card.text2 ? (
          <>
            {card.title2 ? (
              <Heading level={level} className="heading-5">
                {card.title2}
              </Heading>
            ) : null}
            <Markdown text={card.text2} />
          </>
        ) : null,
      })}
    />
  )
}
