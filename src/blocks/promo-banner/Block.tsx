import { useId } from 'react'

import { BannerText } from '@/components/BannerText'
import { Icon } from '@/components/Icon'
import { Section } from '@/components/Section'
import type { PromoBannerBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

export default function PromoBanner({ block, context }: BlockProps<PromoBannerBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <div className={styles.row}>
        <Icon name="star" size={40} className={styles.star} />
        <BannerText
          title={block.title}
          titleId={titleId}
          text={block.text}
          headingLevel={context.headingLevel}
          align="center"
          headingClassName="heading-3"
          links={[{ text: block.linkText, url: block.linkUrl, color: block.buttonColor }]}
        />
        <Icon name="star" size={40} className={styles.star} />
      </div>
    </Section>
  )
}
