import { useId } from 'react'

import { Heading } from '@/components/Heading'
import { Section } from '@/components/Section'
import { Video } from '@/components/Video'
import type { BlockProps } from '@/lib/sections'
import type { VideoEmbedBlock } from '@/payload-types'

export default function VideoEmbed({ block, context }: BlockProps<VideoEmbedBlock>) {
  const titleId = useId()
  return (
    <Section anchorLink={block.anchorLink} background={block.backgroundColor} labelledBy={block.hideTitle ? undefined : titleId}>
      {block.hideTitle ? null : (
        <Heading level={context.headingLevel} id={titleId} className="heading-2">
          {block.title}
        </Heading>
      )}
      <Video videoId={block.videoId} title={block.title} />
    </Section>
  )
}
