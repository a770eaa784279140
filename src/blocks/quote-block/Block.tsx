import { Quote } from '@/components/Quote'
import { Section } from '@/components/Section'
import type { BlockProps } from '@/lib/sections'
import type { QuoteBlockBlock } from '@/payload-types'
import styles from './Block.module.css'

/** A standalone pull quote with who said it (citation lines one and two). */
export default function QuoteBlock({ block }: BlockProps<QuoteBlockBlock>) {
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} width="narrow" className={styles.section}>
      <Quote quote={block.quote} quotee={block.quotee} quoteeLine2={block.quoteeLine2} />
    </Section>
  )
}
