import { Heading } from '@/components/Heading'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { TitledSection } from '@/components/TitledSection'
import { imageSizes } from '@/lib/breakpoints'
import { gridImageLoading, subheadingLevel, type BlockProps } from '@/lib/sections'
import type { FeatureSectionBlock } from '@/payload-types'
import { FeatureTabs } from './Loader.client'
import styles from './Block.module.css'

/** Name of the list of cards for screen readers when the section has no title. */
export const FEATURES_LABEL = 'Features'

/** Tabs a row shows on a wide screen: their pictures load as the section's main pictures. */
const TABS_PER_ROW = 4

export default function FeatureSection({ block, context }: BlockProps<FeatureSectionBlock>) {
  const { title } = block
  const panelLevel = title ? subheadingLevel(context.headingLevel) : context.headingLevel
  return (
    <TitledSection title={title} text={block.text} headingLevel={context.headingLevel} anchorLink={block.anchorLink} background={block.backgroundColor}>
      <FeatureTabs
        label={title || FEATURES_LABEL}
        tabs={block.cards.map((card, index) => ({
          key: card.id ?? `card-${index}`,
          label: (
            <>
              {card.image ? (
                // The title names the card; the picture only illustrates it.
                <span aria-hidden="true" className={styles.picture}>
                  <MediaImage media={card.image} sizes={imageSizes({ desktop: '25vw', tablet: '33vw' }, '50vw')} loading={gridImageLoading(context, index, TABS_PER_ROW)} />
                </span>
              ) : null}
              <span className={styles.cardTitle}>{card.title}</span>
            </>
          ),
          panel: (
            <>
              <Heading level={panelLevel} className="heading-3">
                {card.title}
              </Heading>
              <Markdown text={card.text} />
            </>
          ),
        }))}
      />
    </TitledSection>
  )
}
