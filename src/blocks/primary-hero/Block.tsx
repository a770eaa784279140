import { useId } from 'react'

import { BannerText } from '@/components/BannerText'
import { MediaImage } from '@/components/MediaImage'
import { Section } from '@/components/Section'
import { Split } from '@/components/Split'
import { imageSizes } from '@/lib/breakpoints'
import type { PrimaryHeroBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

export default function PrimaryHero({ block, context }: BlockProps<PrimaryHeroBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <Split wideMedia media={<MediaImage media={block.image} sizes={imageSizes({ tablet: '50vw' })} loading={context.imageLoading} />}>
        <BannerText
          title={block.title}
          titleId={titleId}
          subtitle={block.subtitle}
          text={block.text}
          headingLevel={context.headingLevel}
          headingClassName="heading-1"
          links={[
            { text: block.linkText, url: block.linkUrl, color: block.buttonColor1 },
            { text: block.linkText2, url: block.linkUrl2, color: block.buttonColor2 },
          ]}
        />
      </Split>
    </Section>
  )
}
