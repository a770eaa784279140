import { MediaBanner } from '../../components/MediaBanner'
import { MediaImage } from '../../components/MediaImage'
import type { ScopeSequenceBannerBlock } from '../../payload-types'
import type { BlockContext } from '../registry'

export default function ScopeSequenceBanner({ block, context }: { block: ScopeSequenceBannerBlock; context?: BlockContext }) {
  return (
    <MediaBanner
      anchorLink={block.anchorLink}
      background={block.backgroundColor}
      kicker={block.grades}
      mediaSide="left"
      media={block.image ? <MediaImage media={block.image} sizes="(min-width: 768px) 30vw, 100vw" /> : null}
      title={block.title}
      text={block.text}
      context={context}
      links={[{ text: block.linkText, url: block.linkUrl, color: 'primary' }]}
    />
  )
}
