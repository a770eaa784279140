import { TitledSection } from '@/components/TitledSection'
import { Video } from '@/components/Video'
import type { BlockProps } from '@/lib/sections'
import type { VideoEmbedBlock } from '@/payload-types'

export default function VideoEmbed({ block, context }: BlockProps<VideoEmbedBlock>) {
  return (
    <TitledSection anchorLink={block.anchorLink} background={block.backgroundColor} title={block.hideTitle ? null : block.title} headingLevel={context.headingLevel}>
      <Video videoId={block.videoId} title={block.title} />
    </TitledSection>
  )
}
