import { MediaBanner } from '../../components/MediaBanner'
import { MediaImage } from '../../components/MediaImage'
import { Quote } from '../../components/Quote'
import type { SuccessStoryBannerBlock } from '../../payload-types'
import type { BlockContext } from '../registry'

export default function SuccessStoryBanner({ block, context }: { block: SuccessStoryBannerBlock; context?: BlockContext }) {
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      kicker="Success story"
      mediaSide={block.alignment === 'Right' ? 'right' : 'left'}
      media={<MediaImage media={block.image} sizes="(min-width: 768px) 30vw, 100vw" />}
      title={block.title}
      context={context}
      headingClassName="heading-3"
      links={[{ text: block.linkText, url: block.linkUrl }]}
    >
      <Quote quote={block.quote} quotee={block.quotee} quoteeLine2={block.quoteeLine2} />
    </MediaBanner>
  )
}
