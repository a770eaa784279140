import { useId } from 'react'

import { BannerText } from '../../components/BannerText'
import { MediaImage } from '../../components/MediaImage'
import { Section } from '../../components/Section'
import { Split } from '../../components/Split'
import type { PrimaryHeroBlock } from '../../payload-types'
import type { BlockContext } from '../registry'

export default function PrimaryHero({ block, context }: { block: PrimaryHeroBlock; context?: BlockContext }) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={titleId}>
      <Split wideMedia media={<MediaImage media={block.image} sizes="(min-width: 768px) 50vw, 100vw" priority={context?.isPageHeading} />}>
        <BannerText
          title={block.title}
          titleId={titleId}
          subtitle={block.subtitle}
          text={block.text}
          context={context}
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
