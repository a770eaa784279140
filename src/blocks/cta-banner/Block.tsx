import { BackdropBanner } from '../../components/BackdropBanner'
import type { CtaBannerBlock } from '../../payload-types'
import type { BlockContext } from '../registry'

export default function CtaBanner({ block, context }: { block: CtaBannerBlock; context?: BlockContext }) {
  return (
    <BackdropBanner
      image={block.backgroundImage}
      mobile={block.backgroundImageMobile}
      anchorLink={block.anchorLink}
      title={block.title}
      text={block.text}
      context={context}
      align="center"
      links={[{ text: block.linkText, url: block.linkUrl, color: block.buttonColor }]}
    />
  )
}
