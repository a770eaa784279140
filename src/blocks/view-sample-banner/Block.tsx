import { useId } from 'react'

import { BannerText } from '@/components/BannerText'
import { Icon } from '@/components/Icon'
import { Section } from '@/components/Section'
import type { ViewSampleBannerBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'
import styles from './Block.module.css'

export default function ViewSampleBanner({ block, context }: BlockProps<ViewSampleBannerBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <div className={styles.band}>
        <Icon name="book-open" size={56} className={styles.icon} />
        <div>
          <BannerText
            kicker={block.program}
            title={block.title}
            titleId={titleId}
            text={block.text}
            headingLevel={context.headingLevel}
            headingClassName="heading-3"
            links={[{ text: block.linkText, url: block.linkUrl, color: 'yellow' }]}
          />
        </div>
      </div>
    </Section>
  )
}
