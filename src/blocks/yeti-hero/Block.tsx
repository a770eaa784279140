import { useId } from 'react'

import { BannerText } from '../../components/BannerText'
import { MediaImage } from '../../components/MediaImage'
import { Section } from '../../components/Section'
import { Split } from '../../components/Split'
import type { YetiHeroBlock } from '../../payload-types'
import type { BlockContext } from '../registry'

export default function YetiHero({ block, context }: { block: YetiHeroBlock; context?: BlockContext }) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <Split mediaSide="left" media={<MediaImage media={block.image} sizes="(min-width: 768px) 30vw, 100vw" />}>
        <BannerText
          title={block.title}
          titleId={titleId}
          subtitle={block.subtitle}
          context={context}
          headingClassName="heading-1"
          links={[{ text: block.linkText, url: block.linkUrl }]}
        />
      </Split>
    </Section>
  )
}
