import { Heading } from '@/components/Heading'
import { Link } from '@/components/Link'
import { Markdown } from '@/components/Markdown'
import { MediaImage } from '@/components/MediaImage'
import { TitledSection } from '@/components/TitledSection'
import { Split } from '@/components/Split'
import { UnitCards } from '@/components/UnitCard'
import { imageSizes } from '@/lib/breakpoints'
import { subheadingLevel, type BlockProps, type HeadingLevel } from '@/lib/sections'
import type { WhatsIncludedBlock } from '@/payload-types'
import styles from './Block.module.css'

type Banner = NonNullable<WhatsIncludedBlock['descriptionBanners']>[number]

/** A picture beside a titled text; the title (and the picture, for the mouse) lead to the banner's address. */
function DescriptionBanner({ banner, headingLevel, mediaSide }: { banner: Banner; headingLevel: HeadingLevel; mediaSide: 'left' | 'right' }) {
  const image = banner.image ? <MediaImage media={banner.image} sizes={imageSizes({ tablet: '30vw' })} /> : null
  return (
    <li className={styles.banner}>
      <Split
        mediaSide={mediaSide}
        media={
          image && banner.linkUrl ? (
            <Link href={banner.linkUrl} tabIndex={-1} aria-hidden>
              {image}
            </Link>
          ) : (
            image
          )
        }
      >
        <Heading level={headingLevel} className="heading-4">
          {banner.linkUrl ? <Link href={banner.linkUrl}>{banner.title}</Link> : banner.title}
        </Heading>
        <Markdown text={banner.text} />
      </Split>
    </li>
  )
}

export default function WhatsIncluded({ block, context }: BlockProps<WhatsIncludedBlock>) {
  const level = context.headingLevel
  const sublevel = subheadingLevel(level)
  const banners = block.descriptionBanners ?? []
  return (
    <TitledSection anchorLink={block.anchorLink} background={block.backgroundColor} title={block.primaryTitle} headingLevel={level} text={block.primaryText}>
      {block.secondaryTitle ? (
        <Heading level={sublevel} className={`heading-3 ${styles.unitsTitle}`}>
          {block.secondaryTitle}
        </Heading>
      ) : null}
      <Markdown text={block.secondaryText} />
      <UnitCards
        units={block.unitSections}
        context={context}
        headingLevel={block.secondaryTitle ? subheadingLevel(sublevel) : sublevel}
        label={block.secondaryTitle ?? block.primaryTitle}
      />
      {banners.length ? (
        <ul className={styles.banners}>
          {banners.map((banner, index) => (
            <DescriptionBanner key={banner.id ?? index} banner={banner} headingLevel={sublevel} mediaSide={index % 2 ? 'right' : 'left'} />
          ))}
        </ul>
      ) : null}
    </TitledSection>
  )
}
