import { useId } from 'react'

import { BannerText } from '@/components/BannerText'
import { Section } from '@/components/Section'
import type { ShortHeroBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

export default function ShortHero({ block, context }: BlockProps<ShortHeroBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId} className={styles.short}>
      <BannerText title={block.title} titleId={titleId} subtitle={block.subtitle} headingLevel={context.headingLevel} headingClassName="heading-1" />
    </Section>
  )
}
