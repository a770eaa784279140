import { BannerText } from '@/components/BannerText'
import { Card, CardGrid } from '@/components/Card'
import { Heading } from '@/components/Heading'
import { Link } from '@/components/Link'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { TitledSection } from '@/components/TitledSection'
import { Split } from '@/components/Split'
import { imageSizes } from '@/lib/breakpoints'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { WeeklyThemesBlock } from '@/payload-types'
import styles from './Block.module.css'

type ScopeAndSequence = NonNullable<WeeklyThemesBlock['scopeAndSequence']>

/** The scope and sequence shows only when it has something to say or somewhere to go. */
const isFilled = (scope: WeeklyThemesBlock['scopeAndSequence']): scope is ScopeAndSequence => Boolean(scope?.text?.trim() || scope?.linkUrl?.trim())

export default function WeeklyThemes({ block, context }: BlockProps<WeeklyThemesBlock>) {
  const cardLevel = subheadingLevel(context.headingLevel)
  const { cards, scopeAndSequence: scope } = block
  const preview = isFilled(scope) && scope.image ? <MediaImage media={scope.image} sizes={imageSizes({ tablet: '30vw' })} /> : null
  return (
    <TitledSection anchorLink={block.anchorLink} background={block.backgroundColor} title={block.title} headingLevel={context.headingLevel} text={block.text}>
      <CardGrid columns={cards.length === 4 ? 4 : cards.length === 2 ? 2 : 3} label={block.title}>
        {cards.map((card, index) => (
          <Card key={card.id ?? index} title={card.title} headingLevel={cardLevel} subtitle={card.subtitle} className={styles.card}>
            {card.title2 || card.text ? (
              <>
                {card.title2 ? (
                  <Heading level={subheadingLevel(cardLevel)} className={`heading-6 ${styles.title2}`}>
                    {card.title2}
                  </Heading>
                ) : null}
                <Markdown text={card.text} />
              </>
            ) : null}
          </Card>
        ))}
      </CardGrid>
      {isFilled(scope) ? (
        <div className={styles.scope}>
          <Split
            mediaSide="left"
            media={
              preview && scope.linkUrl ? (
                <Link href={scope.linkUrl} tabIndex={-1} aria-hidden>
                  {preview}
                </Link>
              ) : (
                preview
              )
            }
          >
            <BannerText text={scope.text} headingLevel={cardLevel} links={[{ text: scope.linkText, url: scope.linkUrl, color: 'primary' }]} />
          </Split>
        </div>
      ) : null}
    </TitledSection>
  )
}
