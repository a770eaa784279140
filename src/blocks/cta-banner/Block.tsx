import { useId } from 'react'

import { BackdropSection } from '../../components/BackdropSection'
import { BannerText } from '../../components/BannerText'
import type { CtaBannerBlock } from '../../payload-types'
import type { BlockContext } from '../registry'

export default function CtaBanner({ block, context }: { block: CtaBannerBlock; context?: BlockContext }) {
  const titleId = useId()
  return (
    <BackdropSection image={block.backgroundImage} mobile={block.backgroundImageMobile} anchorLink={block.anchorLink} labelledBy={titleId}>
      <BannerText
        title={block.title}
        titleId={titleId}
        text={block.text}
        context={context}
        align="center"
        links={[{ text: block.linkText, url: block.linkUrl, color: block.buttonColor }]}
      />
    </BackdropSection>
  )
}
