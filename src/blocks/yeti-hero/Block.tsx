import { useId } from 'react'

import { BannerText } from '@/components/BannerText'
import { MediaImage } from '@/components/MediaImage'
import { Section } from '@/components/Section'
import { Split } from '@/components/Split'
import { imageSizes } from '@/lib/breakpoints'
import type { YetiHeroBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

export default function YetiHero({ block, context }: BlockProps<YetiHeroBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <Split mediaSide="left" media={<MediaImage media={block.image} sizes={imageSizes({ tablet: '30vw' })} loading={context.imageLoading} />}>
        <BannerText
          title={block.title}
          titleId={titleId}
          subtitle={block.subtitle}
          headingLevel={context.headingLevel}
          headingClassName="heading-1"
          links={[{ text: block.linkText, url: block.linkUrl }]}
        />
      </Split>
    </Section>
  )
}
