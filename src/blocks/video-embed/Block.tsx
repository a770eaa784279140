import { Heading } from '@/components/Heading'
import { Section } from '@/components/Section'
import { Video } from '@/components/Video'
import type { BlockProps } from '@/lib/sections'
import type { VideoEmbedBlock } from '@/payload-types'

export default function VideoEmbed({ block, context }: BlockProps<VideoEmbedBlock>) {
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor}>
      {block.hideTitle ? null : (
        <Heading level={context.headingLevel} className="heading-2">
          {block.title}
        </Heading>
      )}
      <Video videoId={block.videoId} title={block.title} />
    </Section>
  )
}
