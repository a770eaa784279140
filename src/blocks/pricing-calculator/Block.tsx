import { LinkButton } from '@/components/Button'
import { Markdown } from '@/components/Markdown'
import { TitledSection } from '@/components/TitledSection'
import { getPriceTable } from '@/features/prices/data'
import type { BlockProps } from '@/lib/sections'
import type { PricingCalculatorBlock } from '@/payload-types'
import { PricingCalculatorForm } from './Loader.client'
import styles from './Block.module.css'

/**
 * The pricing calculator: the title and introduction, the form (the only part that runs in the browser), the
 * disclaimer explaining the asterisk of "Estimated Annual Price*", and an optional link to request a quote. Its
 * prices are the published price table's (CMS: Settings → Prices).
 */
export default async function PricingCalculator({ block, context }: BlockProps<PricingCalculatorBlock>) {
  const table = await getPriceTable()
  return (
    <TitledSection
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
    >
      <div className={styles.calculator}>
        <PricingCalculatorForm table={table} />
        <div className={styles.disclaimer}>
          <span aria-hidden="true" className={styles.asterisk}>
            *
          </span>
          <Markdown text={block.disclaimer} />
        </div>
        <LinkButton text={block.linkText} url={block.linkUrl} color="secondary" />
      </div>
    </TitledSection>
  )
}
