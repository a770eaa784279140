import { useId } from 'react'

import { BannerText } from '@/components/BannerText'
import { CardGrid } from '@/components/Card'
import { CmsCard } from '@/components/CmsCard'
import { Link } from '@/components/Link'
import { MediaImage } from '@/components/MediaImage'
import { Section } from '@/components/Section'
import { Split } from '@/components/Split'
import { imageSizes } from '@/lib/breakpoints'
import { columnsFor } from '@/lib/card-layout'
import { mediaSideOf } from '@/lib/image-side'
import { subheadingLevel, type BlockProps } from '@/lib/sections'
import type { CaseStudyBlock } from '@/payload-types'
import styles from './Block.module.css'

/** A school's story beside its picture, two buttons, and its details ("Students served", "Grades"…) as small cards. */
export default function CaseStudy({ block, context }: BlockProps<CaseStudyBlock>) {
  const titleId = useId()
  const image = <MediaImage media={block.image} sizes={imageSizes({ tablet: '30vw' })} loading={context.imageLoading} />
  const details = block.cards ?? []
  const columns = columnsFor(details.length, 4)
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <Split media={block.imageLinkUrl ? <Link href={block.imageLinkUrl}>{image}</Link> : image} mediaSide={mediaSideOf(block.alignment)}>
        <BannerText
          kicker="Case study"
          title={block.title}
          titleId={titleId}
          text={block.text}
          headingLevel={context.headingLevel}
          links={[
            { text: block.linkText, url: block.linkUrl },
            { text: block.linkText2, url: block.linkUrl2 },
          ]}
        />
      </Split>
      <CardGrid columns={columns} label={`${block.title}: details`} className={styles.details}>
        {details.map((detail, index) => (
          <CmsCard
            key={detail.id ?? index}
            card={detail}
            headingLevel={subheadingLevel(context.headingLevel)}
            columns={columns}
            background={block.backgroundColor === 'gray' ? 'none' : 'gray'}
            small
            center
          />
        ))}
      </CardGrid>
    </Section>
  )
}
