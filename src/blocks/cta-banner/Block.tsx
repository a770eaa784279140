import { BackdropBanner } from '@/components/BackdropBanner'
import type { CtaBannerBlock } from '@/payload-types'
import type { BlockProps } from '@/lib/sections'

export default function CtaBanner({ block, context }: BlockProps<CtaBannerBlock>) {
  return (
    <BackdropBanner
      image={block.backgroundImage}
      mobile={block.backgroundImageMobile}
      anchorLink={block.anchorLink}
      loading={context.imageLoading}
      title={block.title}
      text={block.text}
      headingLevel={context.headingLevel}
      align="center"
      links={[{ text: block.linkText, url: block.linkUrl, color: block.buttonColor }]}
    />
  )
}
